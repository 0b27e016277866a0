// Picklists of spec §3 (display list, raw values, default label), labels in French and English:
// Contact Fonction__c, Account Langues__c and BillingCountryCode (spec §3: 'from the server'),
// and the lists the forms name: main activities, countries, departments, company types,
// who-you-are categories, marketplace reasons, months.
type Entry = [value: string, fr: string, en: string];

function list(sobject: string, field: string, entries: Entry[], defaultValue?: string) {
  return entries.map(([value, labelFr, labelEn], position) => ({
    sobject,
    field,
    value,
    labelFr,
    labelEn,
    position,
    isDefault: value === defaultValue,
  }));
}

const countries: Entry[] = [
  ['FR', 'France', 'France'],
  ['BE', 'Belgique', 'Belgium'],
  ['CH', 'Suisse', 'Switzerland'],
  ['LU', 'Luxembourg', 'Luxembourg'],
  ['DE', 'Allemagne', 'Germany'],
  ['ES', 'Espagne', 'Spain'],
  ['IT', 'Italie', 'Italy'],
  ['PT', 'Portugal', 'Portugal'],
  ['NL', 'Pays-Bas', 'Netherlands'],
  ['GB', 'Royaume-Uni', 'United Kingdom'],
  ['IE', 'Irlande', 'Ireland'],
  ['DK', 'Danemark', 'Denmark'],
  ['SE', 'Suède', 'Sweden'],
  ['PL', 'Pologne', 'Poland'],
  ['US', 'États-Unis', 'United States'],
  ['CA', 'Canada', 'Canada'],
  ['JP', 'Japon', 'Japan'],
  ['KR', 'Corée du Sud', 'South Korea'],
  ['CN', 'Chine', 'China'],
  ['MA', 'Maroc', 'Morocco'],
];

const fonctions: Entry[] = [
  ['Directeur general', 'Directeur général', 'Chief executive'],
  ['Directeur commercial', 'Directeur commercial', 'Sales director'],
  ['Directeur artistique', 'Directeur artistique', 'Art director'],
  ['Responsable marketing', 'Responsable marketing', 'Marketing manager'],
  ['Chef de produit', 'Chef de produit', 'Product manager'],
  ['Acheteur', 'Acheteur', 'Buyer'],
  ['Createur', 'Créateur', 'Designer'],
  ['Assistant', 'Assistant', 'Assistant'],
  ['Autre', 'Autre', 'Other'],
];

const months: Entry[] = [
  ['01', 'Janvier', 'January'],
  ['02', 'Février', 'February'],
  ['03', 'Mars', 'March'],
  ['04', 'Avril', 'April'],
  ['05', 'Mai', 'May'],
  ['06', 'Juin', 'June'],
  ['07', 'Juillet', 'July'],
  ['08', 'Août', 'August'],
  ['09', 'Septembre', 'September'],
  ['10', 'Octobre', 'October'],
  ['11', 'Novembre', 'November'],
  ['12', 'Décembre', 'December'],
];

const activities: Entry[] = [
  ['Pret-a-porter', 'Prêt-à-porter', 'Ready-to-wear'],
  ['Accessoires', 'Accessoires', 'Accessories'],
  ['Chaussures', 'Chaussures', 'Footwear'],
  ['Bijoux', 'Bijoux', 'Jewellery'],
  ['Maroquinerie', 'Maroquinerie', 'Leather goods'],
  ['Beaute', 'Beauté', 'Beauty'],
  ['Lifestyle', 'Art de vivre', 'Lifestyle'],
  ['Enfant', 'Enfant', 'Kids'],
];

const departments: Entry[] = [
  ['Direction', 'Direction', 'Management'],
  ['Ventes', 'Ventes', 'Sales'],
  ['Marketing', 'Marketing', 'Marketing'],
  ['Achats', 'Achats', 'Purchasing'],
  ['Creation', 'Création', 'Design'],
  ['Communication', 'Communication', 'Communications'],
  ['Finance', 'Finance', 'Finance'],
];

const companyTypes: Entry[] = [
  ['Marque', 'Marque', 'Brand'],
  ['Distributeur', 'Distributeur', 'Distributor'],
  ['Agent', 'Agent commercial', 'Sales agent'],
  ['Showroom', 'Showroom', 'Showroom'],
  ['Boutique', 'Boutique indépendante', 'Independent store'],
  ['Grand magasin', 'Grand magasin', 'Department store'],
  ['E-commerce', 'Site marchand', 'Online retailer'],
];

const whoAreYou: Entry[] = [
  ['Acheteur', 'Acheteur', 'Buyer'],
  ['Presse', 'Presse', 'Press'],
  ['Agent', 'Agent', 'Agent'],
  ['Prestataire', 'Prestataire de services', 'Service provider'],
  ['Etudiant', 'Étudiant', 'Student'],
  ['Autre', 'Autre', 'Other'],
];

const marketplaceReasons: Entry[] = [
  ['Pas de stock', 'Pas de stock disponible', 'No stock available'],
  ['Distribution selective', 'Distribution sélective', 'Selective distribution'],
  ['Propre site', 'Vente sur notre propre site', 'We sell on our own website'],
  ['Pas encore', 'Pas encore, nous y réfléchissons', 'Not yet, we are considering it'],
  ['Autre', 'Autre', 'Other'],
];

const languages: Entry[] = [
  ['fr', 'Français', 'French'],
  ['en', 'Anglais', 'English'],
];

export const demoPicklists = [
  ...list('Contact', 'Fonction__c', fonctions),
  ...list('Contact', 'Departement__c', departments),
  ...list('Contact', 'Qui_etes_vous__c', whoAreYou),
  ...list('Contact', 'Langues__c', languages, 'fr'),
  ...list('Account', 'Langues__c', languages, 'fr'),
  ...list('Account', 'BillingCountryCode', countries, 'FR'),
  ...list('Account', 'Type_de_societe__c', companyTypes),
  ...list('Account', 'Activite_principale__c', activities),
  ...list('Lead', 'Activite_principale__c', activities),
  ...list('Lead', 'CountryCode', countries, 'FR'),
  ...list('Lead', 'Departement__c', departments),
  ...list('Lead', 'Type_de_societe__c', companyTypes),
  ...list('Lead', 'Qui_etes_vous__c', whoAreYou),
  ...list('Lead', 'Raison_marketplace__c', marketplaceReasons),
  ...list('Lead', 'Mois__c', months),
];
