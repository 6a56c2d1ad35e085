// The Paris variant's menus and bottle list, in French and euros, under the default demo's ids.
import type { MenuContent } from '../../demo-menus';

export const parisMenus: MenuContent = {
  foods: [
    { id: 'truffle-fries', name: 'Frites à la truffe', category: 'À partager', description: 'Frites maison, huile de truffe, parmesan, ciboulette.', price: 9, tags: ['vegetarian'], deliverable: true },
    { id: 'crispy-calamari', name: 'Calamars croustillants', category: 'Entrées', description: 'Aïoli au citron, piment mariné.', price: 12, tags: [], deliverable: true },
    { id: 'burrata-heirloom-tomatoes', name: 'Burrata et tomates anciennes', category: 'Entrées', description: 'Huile de basilic, vinaigre balsamique vieilli, pain au levain grillé.', price: 14.5, tags: ['vegetarian'], deliverable: false },
    { id: 'velvet-sliders', name: 'Mini-burgers du Velvet', category: 'À partager', description: 'Trois mini-burgers de bœuf wagyu, cheddar fumé, confit d’oignons.', price: 18, tags: [], deliverable: true },
    { id: 'korean-fried-chicken-wings', name: 'Ailes de poulet à la coréenne', category: 'À partager', description: 'Laque gochujang, sésame, radis mariné.', price: 15, tags: ['spicy'], deliverable: true },
    { id: 'mezze-board', name: 'Planche de mezzés', category: 'À partager', description: 'Houmous, caviar d’aubergine, falafels, pita tiède.', price: 19, tags: ['vegan'], deliverable: true },
    { id: 'street-tacos', name: 'Tacos de rue', category: 'Plats', description: 'Trois tacos\u00a0: bœuf grillé, porc al pastor ou champignons.', price: 16, tags: ['gluten-free'], deliverable: true },
    { id: 'grilled-salmon-bowl', name: 'Bol de saumon grillé', category: 'Plats', description: 'Riz jasmin, avocat, edamame, sauce miso.', price: 21, tags: ['gluten-free'], deliverable: true },
    { id: 'smash-burger', name: 'Burger du chef', category: 'Plats', description: 'Double steak, cheddar affiné, pickles maison, frites.', price: 17, tags: [], deliverable: true },
    { id: 'churros', name: 'Churros', category: 'Desserts', description: 'Sucre à la cannelle, sauce chocolat noir.', price: 8, tags: ['vegetarian'], deliverable: true },
    { id: 'chocolate-lava-cake', name: 'Moelleux au chocolat', category: 'Desserts', description: 'Cœur coulant, glace à la vanille de Madagascar.', price: 9.5, tags: ['vegetarian'], deliverable: false },
  ],
  drinks: [
    { id: 'velvet-negroni', name: 'Negroni du Velvet', category: 'Cocktails signature', description: 'Gin, Campari, vermouth rouge, grué de cacao.', price: 14, serving: 'Verre', pictured: true },
    { id: 'midnight-espresso-martini', name: 'Espresso martini de minuit', category: 'Cocktails signature', description: 'Vodka, café infusé à froid, liqueur de café, vanille.', price: 14, serving: 'Verre', pictured: true },
    { id: 'rooftop-spritz', name: 'Spritz du toit', category: 'Cocktails signature', description: 'Apérol, prosecco, orange sanguine, eau gazeuse.', price: 12, serving: 'Verre', pictured: true },
    { id: 'smoke-honey', name: 'Fumée et miel', category: 'Cocktails signature', description: 'Mezcal, miel, citron vert, sel fumé.', price: 14.5, serving: 'Verre', pictured: true },
    { id: 'brooklyn-lager', name: 'Blonde de Paris', category: 'Bières', description: 'Bière blonde brassée à Paris.', price: 7, serving: '50\u00a0cl', pictured: false },
    { id: 'hazy-ipa', name: 'IPA trouble', category: 'Bières', description: 'Houblons aux notes d’agrumes et de fruits exotiques.', price: 8, serving: '50\u00a0cl', pictured: false },
    { id: 'prosecco', name: 'Prosecco', category: 'Vins', description: 'Vénétie, Italie. Vif et floral.', price: 9, serving: 'Verre', pictured: false },
    { id: 'pinot-noir', name: 'Bourgogne pinot noir', category: 'Vins', description: 'Côte de Nuits, souple et fruité.', price: 11, serving: 'Verre', pictured: false },
    { id: 'sauvignon-blanc', name: 'Sancerre', category: 'Vins', description: 'Sauvignon de Loire, minéral.', price: 10, serving: 'Verre', pictured: false },
    { id: 'casamigos-blanco', name: 'Casamigos Blanco', category: 'Spiritueux', description: 'Sec ou sur glace.', price: 12, serving: '4\u00a0cl', pictured: false },
    { id: 'macallan-12', name: 'Macallan 12 ans', category: 'Spiritueux', description: 'Single malt, fût de xérès.', price: 16, serving: '4\u00a0cl', pictured: false },
    { id: 'garden-cooler', name: 'Fraîcheur du jardin', category: 'Sans alcool', description: 'Concombre, menthe, citron vert, tonic.', price: 8, serving: null, pictured: false },
    { id: 'virgin-mule', name: 'Mule sans alcool', category: 'Sans alcool', description: 'Bière au gingembre, citron vert, sans amer.', price: 7, serving: null, pictured: false },
  ],
  bottles: [
    {
      name: 'Champagne',
      products: [
        { id: 'mo-t-chandon-imp-rial', name: 'Moët & Chandon Impérial', price: 220, description: 'Brut, 75\u00a0cl. Pomme verte et brioche.' },
        { id: 'veuve-clicquot-yellow-label', name: 'Veuve Clicquot Carte Jaune', price: 250, description: 'Brut, 75\u00a0cl. Ample et toasté.' },
        { id: 'dom-p-rignon-vintage', name: 'Dom Pérignon Vintage', price: 590, description: 'Millésimé, 75\u00a0cl.' },
        { id: 'ace-of-spades-gold', name: 'Armand de Brignac Gold', price: 0, description: 'Brut, 75\u00a0cl. Prix sur demande.' },
      ],
    },
    {
      name: 'Vodka',
      products: [
        { id: 'grey-goose', name: 'Grey Goose', price: 260, description: '1\u00a0L, softs et jus compris.' },
        { id: 'belvedere', name: 'Belvedere', price: 250, description: '1\u00a0L, softs et jus compris.' },
        { id: 'tito-s-handmade', name: 'Tito’s Handmade', price: 210.5, description: '1\u00a0L, softs et jus compris.' },
        { id: 'beluga-gold-line', name: 'Beluga Gold Line', price: null, description: '1\u00a0L. Bientôt disponible.' },
      ],
    },
    {
      name: 'Tequila',
      products: [
        { id: 'casamigos-blanco', name: 'Casamigos Blanco', price: 280, description: '70\u00a0cl, citrons verts et sel.' },
        { id: 'don-julio-1942', name: 'Don Julio 1942', price: 490, description: 'Añejo, 70\u00a0cl.' },
        { id: 'patr-n-silver', name: 'Patrón Silver', price: 270, description: '70\u00a0cl, citrons verts et sel.' },
        { id: 'clase-azul-reposado', name: 'Clase Azul Reposado', price: 0, description: '70\u00a0cl. Prix sur demande.' },
      ],
    },
    {
      name: 'Whisky',
      products: [
        { id: 'jameson', name: 'Jameson', price: 220, description: 'Whiskey irlandais, 1\u00a0L.' },
        { id: 'johnnie-walker-black-label', name: 'Johnnie Walker Black Label', price: 270, description: 'Blend écossais, 1\u00a0L.' },
        { id: 'macallan-12-double-cask', name: 'Macallan 12 ans Double Cask', price: 390, description: 'Single malt, 70\u00a0cl.' },
      ],
    },
    // Every bottle unpriced: the whole category stays hidden on the site.
    {
      name: 'Cognac',
      products: [
        { id: 'hennessy-xo', name: 'Hennessy XO', price: null, description: '70\u00a0cl. Bientôt disponible.' },
        { id: 'r-my-martin-louis-xiii', name: 'Rémy Martin Louis XIII', price: 0, description: '70\u00a0cl. Uniquement sur réservation.' },
      ],
    },
  ],
};
