import { Alert, type AlertProps } from '../components/Alert';
import { type Message, useMessage } from './messages';

export interface FormAlertProps {
  message: Message | null | undefined;
  tone?: AlertProps['tone'];
}

/** A form's outcome (the refusal or the confirmation) in the player's language; none for null. */
export const FormAlert = ({ message, tone = 'error' }: FormAlertProps) => {
  const text = useMessage()(message);
  return text ? <Alert tone={tone}>{text}</Alert> : null;
};
