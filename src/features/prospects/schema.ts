import { array, object, string } from 'yup';
import { LEAD_MEDIA } from '../../components/person-form/constants';
import {
  concernPersonsSchema,
  isPhone,
  optionalUrl,
  PHONE_MESSAGE,
} from '../../components/person-form/schema';

/** Client rules of the prospect / stakeholder form; the server checks the same and more. */
export const organizationSchema = concernPersonsSchema.concat(
  object({
    organization_name: string().trim().required('Organization name is required'),
    phone: string()
      .trim()
      .required('Phone is required')
      .test('phone', PHONE_MESSAGE, (v) => !v || isPhone(v)),
    website_link: optionalUrl,
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
  }),
);
