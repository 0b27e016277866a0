// The badges page's event picker (spec §2 pro/badges, me/badges): the events to choose from, in a
// select. In its own chunk (./parts.ts): it shows once the events have loaded, and react-aria's
// select weighs more than the rest of the page (docs/performance.md "Signed-in routes").
import { Select } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { BadgesEvent } from './BadgesView';
import { badgesMessages as messages } from './messages';

export function EventPicker({
  event,
  onSelectEvent,
}: {
  event: BadgesEvent;
  onSelectEvent: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(messages.event)}
      width="long"
      options={event.campaigns.map((campaign) => ({
        id: campaign.id,
        label: `${campaign.event_name} — ${campaign.dates}`,
      }))}
      selectedKey={event.selected.id}
      onSelectionChange={(key) => {
        if (key !== null) onSelectEvent(String(key));
      }}
    />
  );
}
