// A campaign member's registration category in the reader's language (spec §3 campaign member:
// `categorie_inscription`, a CRM value): the categories the domain knows are named from the
// catalogs, any other is shown as the CRM writes it.
import { badgeCategoryOf } from '@salon/domain';
import type { BadgeCategory } from '@salon/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { badgesMessages as messages } from './messages';

const names: Readonly<Record<BadgeCategory, MessageDescriptor>> = {
  exhibitor: messages.categoryExhibitor,
  buyer: messages.categoryBuyer,
  agent: messages.categoryAgent,
  visitor: messages.categoryVisitor,
};

export function categoryLabel(intl: IntlShape, categorie: string): string {
  const category = badgeCategoryOf(categorie);
  return category ? intl.formatMessage(names[category]) : categorie;
}
