import { apiOf, authMutations } from '@ebook/api/queries'
import { Checkbox } from '@ebook/ui'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useStoreApp } from '../app/context'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import {
  BirthDateField,
  birthDateProblem,
  GenderField,
  toBirthDate,
  type Gender,
} from './personal-fields'
import { AuthFrame, ServerErrors, SubmitButton, TextField } from './parts'
import { completeSignIn } from './sign-in'

/** The store's switches from app start (usernames, newsletter); app start is sent once anyway. */
export const storeFeaturesQuery = () =>
  queryOptions({
    queryKey: ['account', 'store-features'],
    queryFn: async ({ client }) => {
      const started = await apiOf(client).start()
      return (started.ok && started.data.Features) || null
    },
    staleTime: Infinity,
  })

type RegisterValues = {
  email: string
  username: string
  password: string
  confirmPassword: string
  firstName: string
  lastName: string
  gender: Gender | undefined
  dateOfBirth: Date | null
  phone: string
  newsletter: boolean
  acceptPrivacyPolicy: boolean
}

const initial: RegisterValues = {
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  gender: undefined,
  dateOfBirth: null,
  phone: '',
  newsletter: false,
  acceptPrivacyPolicy: false,
}

const validate = (values: RegisterValues): Problems<RegisterValues> => ({
  email: rules.email(values.email),
  username: rules.username(values.username.trim()),
  password: rules.newPassword(values.password, [values.email, values.username]),
  confirmPassword: rules.confirmation(values.confirmPassword, values.password),
  firstName: rules.name(values.firstName),
  lastName: rules.name(values.lastName),
  dateOfBirth: birthDateProblem(values.dateOfBirth, false),
  phone: rules.phone(values.phone),
  acceptPrivacyPolicy: values.acceptPrivacyPolicy
    ? undefined
    : { key: 'account_form.privacy_required' },
})

/** /register: a new account, signed in at once (the server answers a token, as login does). */
export function RegisterPage({ returnTo }: { returnTo: string | undefined }) {
  const t = useT()
  const app = useStoreApp()
  const features = useQuery(storeFeaturesQuery()).data
  const form = useAccountForm({ initial, validate })
  const register = useMutation({ ...authMutations.register(), meta: { errorToast: false } })
  const pending = register.isPending || register.isSuccess
  const { values } = form
  const loginHref = returnTo ? `/Login?redirect=${encodeURIComponent(returnTo)}` : '/Login'
  const usernames = features?.UsernamesEnabled ?? true
  const newsletter = features?.NewsletterEnabled ?? true

  const onSubmit = form.submit((v) => {
    if (pending) return
    const birth = toBirthDate(v.dateOfBirth)
    register.mutate(
      {
        Email: v.email.trim(),
        Username: usernames && v.username.trim() ? v.username.trim() : null,
        Password: v.password,
        ConfirmPassword: v.confirmPassword,
        FirstName: v.firstName.trim(),
        LastName: v.lastName.trim(),
        Gender: v.gender ?? null,
        DateOfBirthDay: birth?.day ?? null,
        DateOfBirthMonth: birth?.month ?? null,
        DateOfBirthYear: birth?.year ?? null,
        Phone: v.phone.trim().replace(/[\s-]/g, '') || null,
        Newsletter: newsletter && v.newsletter,
        AcceptPrivacyPolicy: v.acceptPrivacyPolicy,
      },
      {
        onSuccess: (result) => void completeSignIn(app, result, returnTo, 'register_page.success'),
      },
    )
  })

  return (
    <AuthFrame title={t('register_page.title')} intro={t('register_page.intro')} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={pending}>
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-base font-semibold text-foreground">
            {t('register_page.account')}
          </legend>
          <TextField
            form={form}
            name="email"
            label={t('account_form.email')}
            type="email"
            autoComplete="email"
          />
          {usernames && (
            <TextField
              form={form}
              name="username"
              label={t('account_form.username')}
              required={false}
              description={t('register_page.username_hint')}
              autoComplete="username"
              autoCapitalize="none"
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="password"
              label={t('account_form.password')}
              description={t('account_form.password_hint')}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              form={form}
              name="confirmPassword"
              label={t('account_form.confirm_password')}
              type="password"
              autoComplete="new-password"
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-base font-semibold text-foreground">
            {t('register_page.personal')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="firstName"
              label={t('account_form.first_name')}
              autoComplete="given-name"
            />
            <TextField
              form={form}
              name="lastName"
              label={t('account_form.last_name')}
              autoComplete="family-name"
            />
          </div>
          <GenderField value={values.gender} onChange={(gender) => form.set('gender', gender)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <BirthDateField
              value={values.dateOfBirth}
              onChange={(date) => form.set('dateOfBirth', date)}
              onClose={() => form.touch('dateOfBirth')}
              error={form.errorOf('dateOfBirth')}
              controlId={form.idOf('dateOfBirth')}
            />
            <TextField
              form={form}
              name="phone"
              label={t('account_form.phone')}
              required={false}
              description={t('account_form.optional')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
            />
          </div>
          {newsletter && (
            <Checkbox
              label={t('account_form.newsletter')}
              checked={values.newsletter}
              onChange={(event) => form.set('newsletter', event.currentTarget.checked)}
            />
          )}
        </fieldset>
        <div className="grid gap-1.5">
          <Checkbox
            id={form.idOf('acceptPrivacyPolicy')}
            required
            aria-invalid={form.errorOf('acceptPrivacyPolicy') ? true : undefined}
            aria-describedby={`${form.idOf('acceptPrivacyPolicy')}-error`}
            label={
              <>
                {t('register_page.accept')}{' '}
                <StoreLink
                  href="/policy"
                  target="_blank"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t('register_page.policy')}
                </StoreLink>
              </>
            }
            checked={values.acceptPrivacyPolicy}
            onChange={(event) => form.set('acceptPrivacyPolicy', event.currentTarget.checked)}
          />
          <p
            id={`${form.idOf('acceptPrivacyPolicy')}-error`}
            aria-live="polite"
            className="text-sm font-medium text-error empty:hidden"
          >
            {form.errorOf('acceptPrivacyPolicy')}
          </p>
        </div>
        <ServerErrors messages={serverMessages(register.error)} />
        <SubmitButton
          pending={pending}
          label={t('register_page.submit')}
          pendingLabel={t('register_page.submitting')}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </form>
      <p className="text-sm text-muted-foreground">
        {t('register_page.have_account')}{' '}
        <StoreLink
          href={loginHref}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('register_page.login')}
        </StoreLink>
      </p>
    </AuthFrame>
  )
}
