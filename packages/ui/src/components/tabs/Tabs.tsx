import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

type TabsProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  'activationMode' | 'value' | 'defaultValue' | 'onValueChange' | 'orientation'
> & {
  /** The selected tab, when the caller holds it (controlled); undefined by default. */
  value?: string
  /** The tab selected at first when uncontrolled; undefined (none) by default. */
  defaultValue?: string
  /** Called with the tab the user selects; undefined by default. */
  onValueChange?: (value: string) => void
  /** Which arrow keys move between tabs: left/right or up/down, 'horizontal' by default. */
  orientation?: 'horizontal' | 'vertical'
}

/**
 * Tabs after the WAI-ARIA tabs pattern, on Radix's primitive: one panel shows at a time; arrow
 * keys (and Home/End) move along the tab list, wrapping at the ends and skipping disabled tabs,
 * and select the tab they reach. Controlled or uncontrolled. Values become part of element ids:
 * use codes without spaces.
 */
function Tabs({ className, orientation = 'horizontal', ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      orientation={orientation}
      activationMode="automatic"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  )
}

/** The row (or column) of tabs. Give it an `aria-label` when no heading names the tabs. */
function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
        className,
      )}
      {...props}
    />
  )
}

type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** The value this tab selects; the panel with the same value is shown. */
  value: string
}

/** One tab. Only the selected tab is in the Tab order; arrow keys reach the others. */
function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5',
        'text-sm font-medium transition-colors outline-none select-none hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  )
}

type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content> & {
  /** The tab whose panel this is. */
  value: string
}

/**
 * The panel of one tab. While its tab is not selected the panel stays in the page, hidden and
 * empty (its children are not rendered), so that every tab names an existing panel.
 */
function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
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
