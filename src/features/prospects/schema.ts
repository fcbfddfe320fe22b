import { object } from 'yup';
import { concernPersonsSchema, organizationFields } from '../../components/person-form/schema';

/** Client rules of the prospect / stakeholder form; the server checks the same and more. */
export const organizationSchema = concernPersonsSchema.concat(object(organizationFields));
