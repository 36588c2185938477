import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import { cn } from '../../lib/cn'

type Orientation = 'horizontal' | 'vertical'

type TabsContextValue = {
  value: string | undefined
  select: (value: string) => void
  orientation: Orientation
  tabId: (value: string) => string
  panelId: (value: string) => string
}

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`)
  return context
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The selected tab, when the caller holds it (controlled); undefined by default. */
  value?: string
  /** The tab selected at first when uncontrolled; undefined (none) by default. */
  defaultValue?: string
  /** Called with the tab the user selects; undefined by default. */
  onValueChange?: (value: string) => void
  /** Which arrow keys move between tabs: left/right or up/down, 'horizontal' by default. */
  orientation?: Orientation
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one panel shows at a time; arrow keys (and Home/End)
 * move along the tab list and select the tab they reach. Controlled or uncontrolled.
 */
function Tabs({
  value: controlledValue,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  className,
  ...props
}: TabsProps) {
  const baseId = useId()
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue)
  const controlled = controlledValue !== undefined
  const value = controlled ? controlledValue : uncontrolledValue

  const select = (next: string) => {
    if (!controlled) setUncontrolledValue(next)
    if (next !== value) onValueChange?.(next)
  }
  // A value may hold spaces; ids may not (aria-labelledby would read them as several ids).
  const idPart = (tab: string) => encodeURIComponent(tab).replace(/[%.]/g, '_')

  return (
    <TabsContext.Provider
      value={{
        value,
        select,
        orientation,
        tabId: (tab) => `${baseId}-tab-${idPart(tab)}`,
        panelId: (tab) => `${baseId}-panel-${idPart(tab)}`,
      }}
    >
      <div
        data-slot="tabs"
        data-orientation={orientation}
        className={cn(
          'flex gap-4',
          orientation === 'vertical' ? 'flex-row' : 'flex-col',
          className,
        )}
        {...props}
      />
    </TabsContext.Provider>
  )
}

/** The row (or column) of tabs. Give it an `aria-label` when no heading names the tabs. */
function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { orientation } = useTabs('TabsList')

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const [previousKey, nextKey] =
      orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
    if (![previousKey, nextKey, 'Home', 'End'].includes(event.key)) return
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ]
    const index = Math.max(0, tabs.indexOf(document.activeElement as HTMLButtonElement))
    const target =
      tabs[
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : event.key === nextKey
              ? (index + 1) % tabs.length
              : (index - 1 + tabs.length) % tabs.length
      ]
    if (!target) return
    event.preventDefault()
    target.focus()
    // Selection follows focus: the tab reached is selected (automatic activation).
    target.click()
  }

  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      data-orientation={orientation}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (!event.defaultPrevented) moveFocus(event)
      }}
      {...props}
    />
  )
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & {
  /** The value this tab selects; the panel with the same value is shown. */
  value: string
}

/** One tab. Only the selected tab is in the Tab order; arrow keys reach the others. */
function TabsTrigger({ value, className, disabled, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger')
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      aria-selected={selected}
      // Only the shown panel exists in the page, so only the selected tab points at it.
      aria-controls={selected ? tabs.panelId(value) : undefined}
      // Roving tab stop: the selected tab; while none is selected, every tab, so the list can
      // still be reached with Tab.
      tabIndex={selected || tabs.value === undefined ? 0 : -1}
      disabled={disabled}
      data-slot="tabs-trigger"
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={tabs.orientation}
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5',
        'text-sm font-medium transition-colors outline-none select-none hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
      {...props}
    />
  )
}

type TabsContentProps = ComponentProps<'div'> & {
  /** The tab whose panel this is. */
  value: string
}

/** The panel of one tab, shown while that tab is selected (not rendered otherwise). */
function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent')
  if (tabs.value !== value) return null
  return (
    <div
      role="tabpanel"
      id={tabs.panelId(value)}
      aria-labelledby={tabs.tabId(value)}
      // The panel is focusable so keyboard users reach its text even when it has no controls.
      tabIndex={0}
      data-slot="tabs-content"
      data-state="active"
      data-orientation={tabs.orientation}
      className={cn(
        'flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  )
}

export { Tabs, TabsContent, TabsList, TabsTrigger }
export type { TabsContentProps, TabsProps, TabsTriggerProps }
