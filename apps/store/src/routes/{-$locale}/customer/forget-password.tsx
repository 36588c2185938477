import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../account/ForgotPasswordPage'
import { titledHead } from '../../../app/page-head'

/** Request a password-reset link (SPEC §2). */
export const Route = createFileRoute('/{-$locale}/customer/forget-password')({
  head: titledHead('forgot_page.title'),
  component: ForgotPasswordPage,
})
