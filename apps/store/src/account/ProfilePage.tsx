import { countryQueries, customerMutations, customerQueries } from '@ebook/api/queries'
import type { CustomerInfoModel } from '@ebook/api/types'
import { Checkbox, Field, Select, toast } from '@ebook/ui'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import {
  BirthDateField,
  birthDateProblem,
  fromBirthDate,
  GenderField,
  toBirthDate,
  type Gender,
} from './personal-fields'
import { AccountFrame, ServerErrors, SubmitButton, TextField } from './parts'

type ProfileValues = {
  email: string
  username: string
  firstName: string
  lastName: string
  gender: Gender | undefined
  dateOfBirth: Date | null
  phone: string
  newsletter: boolean
  countryId: string
  stateProvinceId: string
}

function valuesOf(info: CustomerInfoModel): ProfileValues {
  return {
    email: info.Email,
    username: info.Username ?? '',
    firstName: info.FirstName ?? '',
    lastName: info.LastName ?? '',
    gender: info.Gender,
    dateOfBirth: fromBirthDate(info.DateOfBirthDay, info.DateOfBirthMonth, info.DateOfBirthYear),
    phone: info.Phone ?? '',
    newsletter: info.Newsletter,
    countryId: info.CountryId ? String(info.CountryId) : '',
    stateProvinceId: info.StateProvinceId ? String(info.StateProvinceId) : '',
  }
}

const validatorOf =
  (info: CustomerInfoModel) =>
  (values: ProfileValues): Problems<ProfileValues> => ({
    email: rules.email(values.email),
    username: info.AllowUsersToChangeUsernames ? rules.username(values.username.trim()) : undefined,
    firstName: rules.name(values.firstName),
    lastName: rules.name(values.lastName),
    dateOfBirth: info.DateOfBirthEnabled
      ? birthDateProblem(values.dateOfBirth, info.DateOfBirthRequired)
      : undefined,
    phone: info.PhoneEnabled ? rules.phone(values.phone, info.PhoneRequired) : undefined,
  })

/** The provinces of the chosen country (none until a country is chosen). */
function StateSelect({
  countryId,
  value,
  onChange,
}: {
  countryId: string
  value: string
  onChange: (value: string) => void
}) {
  const locale = useLocale()
  const t = useT()
  const states = useQuery({
    ...countryQueries.states(locale, Number(countryId)),
    enabled: countryId !== '',
  })
  const options = states.data ?? []
  return (
    <Field label={t('account_form.state')} description={t('account_form.optional')}>
      <Select
        value={options.some((state) => String(state.id) === value) ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={countryId === '' || options.length === 0}
      >
        <option value="">{t('account_form.choose_state')}</option>
        {options.map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </Select>
    </Field>
  )
}

/** The profile form, filled with what the server has; only the fields the store uses show. */
function ProfileForm({ info }: { info: CustomerInfoModel }) {
  const t = useT()
  const { session } = useStoreApp()
  const form = useAccountForm({ initial: valuesOf(info), validate: validatorOf(info) })
  const save = useMutation({ ...customerMutations.updateInfo(), meta: { errorToast: false } })
  const { values } = form

  const onSubmit = form.submit((v) => {
    if (save.isPending) return
    const birth = toBirthDate(v.dateOfBirth)
    const Email = v.email.trim()
    const FirstName = v.firstName.trim()
    const LastName = v.lastName.trim()
    const Username = info.AllowUsersToChangeUsernames ? v.username.trim() || null : info.Username
    save.mutate(
      {
        Email,
        Username,
        FirstName,
        LastName,
        Gender: info.GenderEnabled ? (v.gender ?? null) : info.Gender,
        DateOfBirthDay: birth?.day ?? null,
        DateOfBirthMonth: birth?.month ?? null,
        DateOfBirthYear: birth?.year ?? null,
        Phone: v.phone.trim().replace(/[\s-]/g, '') || null,
        Newsletter: v.newsletter,
        CountryId: v.countryId ? Number(v.countryId) : null,
        StateProvinceId: v.stateProvinceId ? Number(v.stateProvinceId) : null,
      },
      {
        onSuccess: () => {
          // The header and the other tabs show the new name at once.
          const customer = session.customer.get()
          if (customer) session.setCustomer({ ...customer, Email, FirstName, LastName, Username })
          toast.success(t('profile_page.saved'))
        },
      },
    )
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-5"
      aria-busy={save.isPending}
    >
      <TextField
        form={form}
        name="email"
        label={t('account_form.email')}
        type="email"
        autoComplete="email"
      />
      {info.UsernamesEnabled && (
        <TextField
          form={form}
          name="username"
          label={t('account_form.username')}
          required={false}
          {...(info.AllowUsersToChangeUsernames
            ? {
                description: t('register_page.username_hint'),
                autoComplete: 'username',
                autoCapitalize: 'none',
              }
            : {
                description: t('profile_page.username_fixed'),
                readOnly: true,
                className: 'bg-muted text-muted-foreground',
              })}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
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
      {info.GenderEnabled && (
        <GenderField value={values.gender} onChange={(gender) => form.set('gender', gender)} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {info.DateOfBirthEnabled && (
          <BirthDateField
            value={values.dateOfBirth}
            onChange={(date) => form.set('dateOfBirth', date)}
            onClose={() => form.touch('dateOfBirth')}
            error={form.errorOf('dateOfBirth')}
            required={info.DateOfBirthRequired}
            controlId={form.idOf('dateOfBirth')}
          />
        )}
        {info.PhoneEnabled && (
          <TextField
            form={form}
            name="phone"
            label={t('account_form.phone')}
            required={info.PhoneRequired}
            description={info.PhoneRequired ? undefined : t('account_form.optional')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
        )}
      </div>
      {(info.CountryEnabled || info.StateProvinceEnabled) && (
        <div className="grid gap-5 sm:grid-cols-2">
          {info.CountryEnabled && (
            <Field label={t('account_form.country')} description={t('account_form.optional')}>
              <Select
                value={values.countryId}
                onChange={(event) => {
                  form.set('countryId', event.currentTarget.value)
                  form.set('stateProvinceId', '')
                }}
              >
                <option value="">{t('account_form.choose_country')}</option>
                {info.AvailableCountries.map((country) => (
                  <option key={country.Value} value={country.Value}>
                    {country.Text}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {info.StateProvinceEnabled && (
            <StateSelect
              countryId={values.countryId}
              value={values.stateProvinceId}
              onChange={(value) => form.set('stateProvinceId', value)}
            />
          )}
        </div>
      )}
      {info.NewsletterEnabled && (
        <Checkbox
          label={t('account_form.newsletter')}
          checked={values.newsletter}
          onChange={(event) => form.set('newsletter', event.currentTarget.checked)}
        />
      )}
      <ServerErrors messages={serverMessages(save.error)} />
      <SubmitButton
        pending={save.isPending}
        label={t('profile_page.save')}
        pendingLabel={t('profile_page.saving')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  )
}

/** /customer/profile: the customer's details (`GET` and `POST /v2/customer/info`). */
export function ProfilePage() {
  const locale = useLocale()
  const t = useT()
  const { data: info } = useSuspenseQuery(customerQueries.info(locale))
  return (
    <AccountFrame title={t('profile_page.title')} intro={t('profile_page.intro')}>
      <ProfileForm info={info} />
    </AccountFrame>
  )
}
