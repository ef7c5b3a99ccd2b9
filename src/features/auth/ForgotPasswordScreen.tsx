import { LoginForm } from './LoginScreen';

/** /forgot-password opens the login screen in its forgot-password mode. */
export default function ForgotPasswordScreen() {
  return <LoginForm initialMode="reset" />;
}
