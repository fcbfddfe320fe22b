export { TextField, FieldFeedback } from './TextField';
export { PasswordField } from './PasswordField';
export { CheckboxField } from './CheckboxField';
export { SubmitButton } from './SubmitButton';
export { FormAlert } from './FormAlert';
export { fieldError, fieldId } from './fieldError';
export { SelectField, type SelectOption } from './SelectField';
export { DateRangeField } from './DateRangeField';
