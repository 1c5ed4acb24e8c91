// Account pages: sign in, register, forgotten password, set a new password.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { SetNewPasswordPage } from './set-new-password-page';
