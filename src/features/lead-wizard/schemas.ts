import { array, object, string } from 'yup';
import { isPhone, optionalUrl, PHONE_MESSAGE } from '../../components/person-form/schema';
import { LEAD_MEDIA, PRIORITIES } from './constants';

/** Client rules of the wizard; the server checks the same and more. */

// The person rules are shared with the prospect and stakeholder form.
export { concernPersonsSchema, isEmail, isHttpUrl, isPhone } from '../../components/person-form/schema';

export const initialInfoSchema = object({
  organization_name: string().trim().required('Organization name is required'),
  phone: string()
    .trim()
    .required('Phone is required')
    .test('phone', PHONE_MESSAGE, (v) => !v || isPhone(v)),
  lead_priority: string()
    .required('Lead priority is required')
    .oneOf([...PRIORITIES, ''], 'Choose a lead priority'),
  country_id: string().required('Country is required'),
  website_link: optionalUrl,
  exhibitions: array(
    object({
      exhibition_id: string().required('Exhibition is required'),
      employee_id: string().required('Assign to is required'),
    }),
  ),
  social_networks: array(
    object().shape(
      {
        mediaName: string().when('URL', {
          is: (url: string | undefined) => Boolean(url),
          then: (s) => s.required('Media is required').oneOf([...LEAD_MEDIA], 'Choose a media'),
        }),
        URL: optionalUrl.when('mediaName', {
          is: (m: string | undefined) => Boolean(m),
          then: (s) => s.required('URL is required'),
        }),
      },
      [['mediaName', 'URL']],
    ),
  ),
});
