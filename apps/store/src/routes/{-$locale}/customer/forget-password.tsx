import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../account/ForgotPasswordPage'

/** Request a password-reset link (SPEC §2). */
export const Route = createFileRoute('/{-$locale}/customer/forget-password')({
  component: ForgotPasswordPage,
})
