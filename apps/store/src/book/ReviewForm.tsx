import { isApiError } from '@ebook/api'
import { productMutations } from '@ebook/api/queries'
import { Button, Field, Input, RatingInput, SpinnerIcon, Textarea, toast } from '@ebook/ui'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import type { TextKey } from '../i18n'

/** The longest title and review the form takes. */
export const TITLE_MAX = 200
export const TEXT_MAX = 3000

type Draft = { title: string; text: string; rating: number | null }
type FieldName = keyof Draft
const EMPTY: Draft = { title: '', text: '', rating: null }

/**
 * What the reader has typed, per book, kept outside the form: a 401 on sending (an expired
 * session) swaps the form for the log-in prompt, and the draft is still there on return.
 */
const drafts = new Map<number, Draft>()

/** What is wrong with a draft, per field, as text keys. */
export function problemsOf(draft: Draft): Partial<Record<FieldName, TextKey>> {
  const problems: Partial<Record<FieldName, TextKey>> = {}
  const title = draft.title.trim()
  const text = draft.text.trim()
  if (!title) problems.title = 'review_form.title_required'
  else if (title.length > TITLE_MAX) problems.title = 'review_form.title_too_long'
  if (!text) problems.text = 'review_form.text_required'
  else if (text.length > TEXT_MAX) problems.text = 'review_form.text_too_long'
  if (draft.rating === null) problems.rating = 'review_form.rating_required'
  return problems
}

type ReviewFormProps = {
  productId: number
  /** Called once the review is published (to show the first page, where it now is). */
  onAdded?: () => void
}

/**
 * A buyer's review: title, text and 1-5 stars, checked as the reader types (a field shows its
 * problem once touched, every field after a first try to send). The server's refusals show
 * above the button and the draft stays as typed.
 */
export function ReviewForm({ productId, onAdded }: ReviewFormProps) {
  const t = useT()
  const errorId = useId()
  const ratingErrorId = useId()
  const [draft, setDraft] = useState<Draft>(() => drafts.get(productId) ?? EMPTY)
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [tried, setTried] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const ratingRef = useRef<HTMLFieldSetElement>(null)
  // The form shows the server's messages itself, so no toast.
  const addReview = useMutation({ ...productMutations.addReview(), meta: { errorToast: false } })

  const problems = problemsOf(draft)
  const shown = (field: FieldName) => {
    const key = problems[field]
    return key && (tried || touched[field])
      ? t(key, { max: field === 'title' ? TITLE_MAX : TEXT_MAX })
      : undefined
  }
  const change = <K extends FieldName>(field: K, value: Draft[K]) => {
    const next = { ...draft, [field]: value }
    drafts.set(productId, next)
    setDraft(next)
    setTouched((before) => (before[field] ? before : { ...before, [field]: true }))
  }
  const touch = (field: FieldName) => setTouched((before) => ({ ...before, [field]: true }))

  const serverMessages =
    addReview.isError && !(isApiError(addReview.error) && addReview.error.status === 401)
      ? isApiError(addReview.error)
        ? addReview.error.messages
        : [t('review_form.failed')]
      : []

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problems.title) return titleRef.current?.focus()
    if (problems.text) return textRef.current?.focus()
    if (problems.rating) return ratingRef.current?.querySelector<HTMLInputElement>('input')?.focus()
    addReview.mutate(
      {
        productId,
        Title: draft.title.trim(),
        ReviewText: draft.text.trim(),
        Rating: draft.rating!,
      },
      {
        onSuccess: (answer) => {
          drafts.delete(productId)
          setDraft(EMPTY)
          setTouched({})
          setTried(false)
          toast.success(answer.AddProductReview.Result || t('review_form.added'))
          onAdded?.()
        },
      },
    )
  }

  const ratingError = shown('rating')
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={serverMessages.length ? errorId : undefined}
      className="flex flex-col gap-4"
    >
      <Field label={t('review_form.title_label')} required error={shown('title')}>
        <Input
          ref={titleRef}
          value={draft.title}
          autoComplete="off"
          onChange={(event) => change('title', event.target.value)}
          onBlur={() => touch('title')}
        />
      </Field>
      <Field label={t('review_form.text_label')} required error={shown('text')}>
        <Textarea
          ref={textRef}
          value={draft.text}
          rows={5}
          maxLength={TEXT_MAX}
          showCount
          onChange={(event) => change('text', event.target.value)}
          onBlur={() => touch('text')}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <RatingInput
          ref={ratingRef}
          label={t('review_form.rating_label')}
          required
          value={draft.rating}
          onValueChange={(rating) => change('rating', rating)}
          aria-describedby={ratingError ? ratingErrorId : undefined}
        />
        <p id={ratingErrorId} aria-live="polite" className="text-sm font-medium text-error">
          {ratingError}
        </p>
      </div>
      {serverMessages.length > 0 && (
        <div
          id={errorId}
          role="alert"
          className="rounded-md border border-error/50 bg-error/10 px-3 py-2 text-sm text-foreground"
        >
          {serverMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <Button type="submit" className="w-fit" busy={addReview.isPending}>
        {addReview.isPending && (
          <SpinnerIcon className="motion-safe:animate-spin" aria-hidden="true" />
        )}
        {addReview.isPending ? t('review_form.sending') : t('review_form.submit')}
      </Button>
    </form>
  )
}
