import { isApiError } from '@ebook/api'
import { cartMutations, cartQueries, customerQueries } from '@ebook/api/queries'
import { Checkbox } from '@ebook/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocale, useT } from '../app/i18n'

type CoinsBoxProps = {
  /** Whether the basket is paid partly with coins now (the totals redeem some). */
  using: boolean
  /** Messages the page already shows (what blocks checkout): not repeated here. */
  shownElsewhere: readonly string[]
}

/**
 * The customer's coins: the balance and what it is worth, and the choice to spend them on this
 * order (`userewardpoints`), which the basket's totals then show. Hidden when the store runs no
 * coins.
 */
export function CoinsBox({ using, shownElsewhere }: CoinsBoxProps) {
  const locale = useLocale()
  const t = useT()
  const queryClient = useQueryClient()
  const { data: coins } = useQuery(customerQueries.coins(locale))
  const [problem, setProblem] = useState<readonly string[]>([])
  const useCoins = useMutation({
    ...cartMutations.useCoins(),
    meta: { errorToast: false },
    onError: (error) => {
      // The choice is kept even when the answer is a blocked checkout: show the new totals.
      void queryClient.invalidateQueries({ queryKey: cartQueries.all() })
      const messages = isApiError(error) ? error.messages : []
      setProblem(messages.filter((message) => !shownElsewhere.includes(message)))
    },
  })
  if (!coins?.CoinsEnabled) return null
  const checked = useCoins.isPending ? useCoins.variables : using
  return (
    <section aria-labelledby="coins-box-title" className="grid gap-2">
      <h2 id="coins-box-title" className="font-semibold">
        {t('basket_page.coins_title')}
      </h2>
      {coins.Balance > 0 ? (
        <Checkbox
          label={t('basket_page.coins_use')}
          description={t('basket_page.coins_balance', {
            coins: coins.Balance,
            amount: coins.BalanceAmount,
          })}
          checked={checked}
          disabled={useCoins.isPending}
          onChange={(event) => {
            setProblem([])
            useCoins.mutate(event.target.checked)
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('basket_page.coins_none')}
          {coins.EarningDescription ? ` · ${coins.EarningDescription}` : ''}
        </p>
      )}
      <div role="alert" className="text-sm text-error">
        {problem.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </section>
  )
}
