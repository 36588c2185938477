import { describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { useControllableState, type ControllableStateOptions } from './useControllableState'

type Props = ControllableStateOptions<string | null>

const renderState = (initialProps: Props) =>
  renderHook((props?: Props) => useControllableState(props ?? initialProps), { initialProps })

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change once', async () => {
    const onChange = vi.fn()
    const { result, act } = await renderState({ value: undefined, defaultValue: 'a', onChange })
    expect(result.current[0]).toBe('a')
    await act(() => result.current[1]('b'))
    expect(result.current[0]).toBe('b')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('shows the caller’s value when controlled and leaves the change to the caller', async () => {
    const onChange = vi.fn()
    const { result, act, rerender } = await renderState({
      value: 'a',
      defaultValue: 'z',
      onChange,
    })
    expect(result.current[0]).toBe('a')
    await act(() => result.current[1]('b'))
    // Not taken by the caller: the value stays.
    expect(result.current[0]).toBe('a')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b')
    // Asked again, the change is reported again (the caller may take it this time).
    await act(() => result.current[1]('b'))
    expect(onChange).toHaveBeenCalledTimes(2)
    await rerender({ value: 'c', defaultValue: 'z', onChange })
    expect(result.current[0]).toBe('c')
  })

  it('counts null as a controlled value (an empty choice)', async () => {
    const { result, act } = await renderState({ value: null, defaultValue: 'a' })
    expect(result.current[0]).toBeNull()
    await act(() => result.current[1]('b'))
    expect(result.current[0]).toBeNull()
  })

  it('does not report setting the value it already has', async () => {
    const onChange = vi.fn()
    const uncontrolled = await renderState({ value: undefined, defaultValue: 'a', onChange })
    await uncontrolled.act(() => uncontrolled.result.current[1]('a'))
    const controlled = await renderState({ value: 'a', defaultValue: 'z', onChange })
    await controlled.act(() => controlled.result.current[1]('a'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reports two sets of one value in the same event once', async () => {
    const onChange = vi.fn()
    const { result, act } = await renderState({ value: undefined, defaultValue: 'a', onChange })
    await act(() => {
      result.current[1]('b')
      result.current[1]('b')
    })
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b')
    expect(result.current[0]).toBe('b')
  })

  it('keeps one setter across renders and calls the newest onChange', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const { result, act, rerender } = await renderState({
      value: undefined,
      defaultValue: 'a',
      onChange: first,
    })
    const setter = result.current[1]
    await rerender({ value: undefined, defaultValue: 'a', onChange: second })
    expect(result.current[1]).toBe(setter)
    await act(() => setter('b'))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledExactlyOnceWith('b')
  })
})
