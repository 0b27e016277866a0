// The badges page's parts in chunks of their own (docs/performance.md "Signed-in routes"): the
// event picker, loaded as soon as the page shows (beside the events' load), and the campaign
// badges modal, loaded when the user points at, focuses or presses its opener.
import { lazyPart, once } from '../../kit/chunks';

export const loadEventPicker = once(() => import('./EventPicker'));
/** The loading state in its place until its chunk is in, the kit's load failure if it fails. */
export const EventPicker = lazyPart(loadEventPicker, 'EventPicker');

export const loadCampaignBadges = once(() => import('./CampaignBadgesModal'));
export const CampaignBadgesDialog = lazyPart(loadCampaignBadges, 'CampaignBadgesDialog');
