import { FormFrame, type FormFrameProps } from 'shared-ui/kit';

export interface AuthFormProps extends FormFrameProps {
  /** The form's accessible name: an auth form is always named. */
  label: string;
}

/** An auth form: the kit's form frame, named. */
export const AuthForm = (props: AuthFormProps) => <FormFrame {...props} />;
