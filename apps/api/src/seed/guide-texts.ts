// The demo guides' texts (spec §2 pro/stand: exhibitor guide, practical information, theft and
// insurance, user guide). The theft-and-insurance conditions are the insurer's French contract,
// the same for every exhibitor: written once, in French (the API serves it to English readers,
// spec §1 fallback). The others are written in both languages.
import type { GuideKind } from '@salon/domain';
import type { GuideDocument } from './guide-pdf';

type Texts = Pick<GuideDocument, 'title' | 'sections'>;

export const guideTexts: Record<
  GuideKind,
  { fr: Texts; en?: Texts; file: { fr: string; en?: string } }
> = {
  exhibitor_guide: {
    file: { fr: 'guide-exposant.pdf', en: 'exhibitor-guide.pdf' },
    fr: {
      title: 'Guide de l’exposant',
      sections: [
        {
          heading: 'Avant le salon',
          paragraphs: [
            'Renseignez votre fiche exposant et vos marques depuis le portail, rubrique Société.',
            'Commandez vos badges et invitez vos acheteurs dès le paiement de votre 1er acompte.',
          ],
        },
        {
          heading: 'Montage et démontage',
          paragraphs: [
            'Le montage a lieu la veille de l’ouverture, de 8 h à 20 h. Le démontage commence à la fermeture du dernier jour et se termine le lendemain à 12 h.',
            'Votre stand doit rester ouvert et tenu pendant toute la durée du salon.',
          ],
        },
      ],
    },
    en: {
      title: 'Exhibitor guide',
      sections: [
        {
          heading: 'Before the show',
          paragraphs: [
            'Fill in your exhibitor profile and your brands in the portal, under Company.',
            'Order your badges and invite your buyers as soon as your 1st installment is paid.',
          ],
        },
        {
          heading: 'Build-up and dismantling',
          paragraphs: [
            'Build-up takes place the day before opening, from 8 am to 8 pm. Dismantling starts when the last day closes and ends the next day at noon.',
            'Your booth must stay open and staffed for the whole show.',
          ],
        },
      ],
    },
  },
  practical_information: {
    file: { fr: 'informations-pratiques.pdf', en: 'practical-information.pdf' },
    fr: {
      title: 'Informations pratiques',
      sections: [
        {
          heading: 'Accès',
          paragraphs: [
            'Métro ligne 12, station Porte de Versailles ; tramways T2 et T3a. Parking exposants P1, accès par le boulevard Victor.',
          ],
        },
        {
          heading: 'Livraisons',
          paragraphs: [
            'Les livraisons se font par le quai du hall, sur rendez-vous pris auprès du service exposants au plus tard 7 jours avant le salon.',
          ],
        },
      ],
    },
    en: {
      title: 'Practical information',
      sections: [
        {
          heading: 'Getting there',
          paragraphs: [
            'Metro line 12, Porte de Versailles station; tramways T2 and T3a. Exhibitor car park P1, entrance on boulevard Victor.',
          ],
        },
        {
          heading: 'Deliveries',
          paragraphs: [
            'Deliveries go through the hall’s loading dock, by appointment with the exhibitor service at least 7 days before the show.',
          ],
        },
      ],
    },
  },
  theft_insurance: {
    file: { fr: 'vol-et-assurance.pdf' },
    fr: {
      title: 'Vol et assurance',
      sections: [
        {
          heading: 'Garantie incluse',
          paragraphs: [
            'Votre participation comprend une assurance dommages et vol des biens exposés, dans la limite de 7 500 € par stand, franchise de 300 €.',
            'Le vol n’est couvert qu’en cas d’effraction pendant les heures de fermeture du salon, constatée par le service de sécurité.',
          ],
        },
        {
          heading: 'En cas de sinistre',
          paragraphs: [
            'Déclarez-le au service de sécurité du hall dans les 24 heures, puis déposez plainte au commissariat ; adressez le récépissé au service exposants.',
          ],
        },
      ],
    },
  },
  user_guide: {
    file: { fr: 'guide-utilisateur.pdf', en: 'user-guide.pdf' },
    fr: {
      title: 'Guide utilisateur du portail',
      sections: [
        {
          heading: 'Votre tableau de bord',
          paragraphs: [
            'Le tableau de bord montre vos salons, vos inscriptions, vos paiements et l’étape suivante de chacune.',
          ],
        },
        {
          heading: 'Stand, badges et place de marché',
          paragraphs: [
            'La page Stand réunit votre stand et ses guides. La place de marché s’ouvre depuis la page Place de marché, sans nouveau mot de passe.',
          ],
        },
      ],
    },
    en: {
      title: 'Portal user guide',
      sections: [
        {
          heading: 'Your dashboard',
          paragraphs: [
            'The dashboard shows your shows, your registrations, your payments and the next step of each.',
          ],
        },
        {
          heading: 'Booth, badges and marketplace',
          paragraphs: [
            'The Booth page gathers your booth and its guides. The marketplace opens from the Marketplace page, without another password.',
          ],
        },
      ],
    },
  },
};
