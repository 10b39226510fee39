import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back above a page's title; the arrow points the reading direction's way back. */
export function BackToLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} className="mirror-in-rtl" aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
