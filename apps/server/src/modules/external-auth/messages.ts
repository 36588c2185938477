/** The external-auth module's messages, in Thai and English. */
import { defineMessages } from '../../i18n/index.ts'

/**
 * Sign-out's refusal without a CSRF token: the exact text Auth.js clients expect (auth.yaml), so
 * it is the same in both languages.
 */
export const SIGN_OUT_CSRF_ERROR = 'Could not fetch CSRF Token for signing out'

export const t = defineMessages({
  th: {
    'provider.unknown': 'ไม่มีผู้ให้บริการเข้าสู่ระบบนี้',
    'csrf.invalid': 'ไม่พบโทเคน CSRF หรือโทเคนไม่ถูกต้อง กรุณาขอโทเคนใหม่จาก /api/auth/csrf แล้วลองอีกครั้ง',
    'external.notVerified':
      'ไม่สามารถยืนยันการเข้าสู่ระบบผ่าน {provider} ได้ กรุณาเข้าสู่ระบบผ่าน {provider} อีกครั้ง',
    'external.notActive': 'บัญชีที่เชื่อมกับการเข้าสู่ระบบนี้ถูกปิดใช้งานแล้ว',
    'external.noEmail':
      '{provider} ไม่ได้ให้อีเมลมา จึงสร้างบัญชีใหม่ไม่ได้ กรุณาอนุญาตให้เข้าถึงอีเมล หรือสมัครสมาชิกด้วยอีเมล',
    'external.emailUnverified':
      'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว แต่ {provider} ยังไม่ได้ยืนยันอีเมลนี้ กรุณาเข้าสู่ระบบด้วยรหัสผ่าน',
    'remove.notFound': 'ไม่พบการเชื่อมบัญชีนี้',
    'remove.lastSignIn':
      'นี่เป็นช่องทางเดียวที่ใช้เข้าสู่ระบบบัญชีของคุณ กรุณาตั้งรหัสผ่านก่อน (ลืมรหัสผ่าน) แล้วจึงยกเลิกการเชื่อม',
    'remove.done': 'ยกเลิกการเชื่อมบัญชีเรียบร้อยแล้ว',
  },
  en: {
    'provider.unknown': 'No such sign-in provider is configured.',
    'csrf.invalid': 'Missing or invalid CSRF token. Get one from /api/auth/csrf and try again.',
    'external.notVerified':
      'We could not verify your sign-in with {provider}. Please sign in with {provider} again.',
    'external.notActive': 'The account linked to this sign-in is deactivated.',
    'external.noEmail':
      '{provider} gave no e-mail address, so no account can be made. Allow access to your e-mail, or register with your e-mail.',
    'external.emailUnverified':
      'An account with this e-mail already exists, but {provider} has not verified the address. Please sign in with your password.',
    'remove.notFound': 'No such linked sign-in.',
    'remove.lastSignIn':
      'This is the only way to sign in to your account. Set a password first (forgot password), then unlink it.',
    'remove.done': 'The linked sign-in was removed.',
  },
})

/** A provider's display name from its system name. */
export function providerLabel(systemName: string): string {
  return systemName.replace(/^ExternalAuth\./u, '')
}
