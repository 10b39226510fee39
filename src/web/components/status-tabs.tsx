import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

/**
 * Tabs that filter one list (orders, group purchases) by status. The list is the chosen tab's panel, so
 * each tab names the panel it controls (aria-controls). On a phone the tabs wrap onto a second row: a
 * row that scrolled sideways cut its last labels («مكتمـ») and hid others («ملغاة») with no sign of them.
 */
export function StatusTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  tabLabel,
  children,
}: {
  tabs: readonly T[];
  value: T;
  onChange(value: NoInfer<T>): void;
  /** The tab list's accessible name. */
  label: string;
  tabLabel(tab: NoInfer<T>): string;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onChange={(next) => onChange((next as T | null) ?? tabs[0]!)} mt="lg">
      <Tabs.List aria-label={label} style={{ flexWrap: 'wrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {tabLabel(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
