import { countryQueries } from '@ebook/api/queries'
import { Button, Field, Input, Select } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocale, useT } from '../app/i18n'
import type { AddressField, AddressValues } from './address-values'

type PlaceValues = Pick<
  AddressValues,
  'CountryId' | 'StateProvinceId' | 'DistrictId' | 'SubDistrictId' | 'ZipPostalCode'
>

type ThaiPlaceFieldsProps = {
  values: PlaceValues
  /** Called with the fields that change together (a level and every level below it). */
  onChange: (patch: Partial<PlaceValues>) => void
  /** The shown problem of a field, already translated, or undefined. */
  errorOf: (field: AddressField) => string | undefined
  onBlur: (field: AddressField) => void
  disabled?: boolean
}

const toId = (value: string) => (value === '' ? null : Number(value))

/** A failed list: what failed and a way to ask again. */
function ChoicesFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <p role="alert" className="mt-1.5 flex items-center gap-2 text-sm text-error">
      {t('address_form.choices_failed')}
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onRetry}>
        {t('address_form.retry')}
      </Button>
    </p>
  )
}

/**
 * A Thai place as dependent choices: province (the country's states), then the province's
 * districts (one call brings them with their sub-districts), then a sub-district, whose one
 * postcode fills the postcode. Changing a level empties the levels below it.
 */
export function ThaiPlaceFields({
  values,
  onChange,
  errorOf,
  onBlur,
  disabled = false,
}: ThaiPlaceFieldsProps) {
  const locale = useLocale()
  const t = useT()
  const provinces = useQuery(countryQueries.states(locale, values.CountryId))
  const provinceId = values.StateProvinceId
  const districts = useQuery({
    ...countryQueries.districts(locale, provinceId ?? 0),
    enabled: provinceId !== null,
  })
  const district = districts.data?.find((item) => item.Id === values.DistrictId)
  const subDistricts = district?.SubDistricts ?? []

  const loading = t('address_form.loading_choices')
  const provincePlaceholder = provinces.isPending ? loading : t('address_form.choose_province')
  const districtPlaceholder =
    provinceId === null
      ? t('address_form.choose_province_first')
      : districts.isPending
        ? loading
        : t('address_form.choose_district')
  const subDistrictPlaceholder =
    values.DistrictId === null
      ? t('address_form.choose_district_first')
      : t('address_form.choose_sub_district')

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('address_form.province')} required error={errorOf('StateProvinceId')}>
        <Select
          name="StateProvinceId"
          autoComplete="address-level1"
          placeholder={provincePlaceholder}
          value={provinceId === null ? '' : String(provinceId)}
          disabled={disabled || !provinces.data}
          onChange={(event) =>
            onChange({
              StateProvinceId: toId(event.target.value),
              DistrictId: null,
              SubDistrictId: null,
              ZipPostalCode: '',
            })
          }
          onBlur={() => onBlur('StateProvinceId')}
        >
          {provinces.data?.map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </Select>
        {provinces.isError && <ChoicesFailed onRetry={() => void provinces.refetch()} />}
      </Field>
      <Field label={t('address_form.district')} required error={errorOf('DistrictId')}>
        <Select
          name="DistrictId"
          autoComplete="address-level2"
          placeholder={districtPlaceholder}
          value={values.DistrictId === null ? '' : String(values.DistrictId)}
          disabled={disabled || provinceId === null || !districts.data}
          onChange={(event) =>
            onChange({
              DistrictId: toId(event.target.value),
              SubDistrictId: null,
              ZipPostalCode: '',
            })
          }
          onBlur={() => onBlur('DistrictId')}
        >
          {districts.data?.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </Select>
        {districts.isError && <ChoicesFailed onRetry={() => void districts.refetch()} />}
      </Field>
      <Field label={t('address_form.sub_district')} required error={errorOf('SubDistrictId')}>
        <Select
          name="SubDistrictId"
          autoComplete="address-level3"
          placeholder={subDistrictPlaceholder}
          value={values.SubDistrictId === null ? '' : String(values.SubDistrictId)}
          disabled={disabled || subDistricts.length === 0}
          onChange={(event) => {
            const id = toId(event.target.value)
            const chosen = subDistricts.find((item) => item.Id === id)
            onChange({ SubDistrictId: id, ZipPostalCode: chosen?.PostCode ?? '' })
          }}
          onBlur={() => onBlur('SubDistrictId')}
        >
          {subDistricts.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('address_form.postcode')} required error={errorOf('ZipPostalCode')}>
        <Input
          name="ZipPostalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          readOnly
          value={values.ZipPostalCode}
          placeholder={t('address_form.postcode_hint')}
          className="read-only:bg-muted"
        />
      </Field>
    </div>
  )
}
