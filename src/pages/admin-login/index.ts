export { AdminLoginPage } from './admin-login-page'
