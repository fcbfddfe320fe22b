import { array, object, string } from 'yup';
import { organizationFields } from '../../components/person-form/schema';
import { LEAD_PRIORITIES } from '../../../contract/priorities';

/** Client rules of the wizard; the server checks the same and more. */

// The person rules are shared with the prospect and stakeholder form.
export { concernPersonsSchema } from '../../components/person-form/schema';

export const initialInfoSchema = object({
  ...organizationFields,
  lead_priority: string()
    .required('Lead priority is required')
    .oneOf([...LEAD_PRIORITIES, ''], 'Choose a lead priority'),
  country_id: string().required('Country is required'),
  exhibitions: array(
    object({
      exhibition_id: string().required('Exhibition is required'),
      employee_id: string().required('Assign to is required'),
    }),
  ),
});
