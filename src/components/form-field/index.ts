export { FormField, type FormFieldProps, Label } from './form-field'
export {
  FormFieldContext,
  type FormFieldContextValue,
  useFormField,
  useFormFieldControl,
} from './form-field-context'
