/**
 * SEED=demo: the menu of a restaurant-bar in the Sierra de Madrid, for a first look at the public
 * carta and the dashboard. Prices in euros, allergens from the EU list (typed, so a misspelt one
 * does not compile), a drawn photo for every section, category and dish.
 */
import type { Allergen } from '../../shared/allergens';
import type { Db } from '../db/open';
import { categories, menuSections, products, subcategories } from '../db/schema';
import type { Stamp, Tx } from './seeding';
import { renderDemoPhoto, type PhotoLook } from './demo-photos';

interface DemoProduct {
  name: string;
  description: string;
  /** Euros; null when the price depends on the market. */
  price: number | null;
  tags?: string[];
  allergens?: Allergen[];
}

interface DemoSubcategory {
  name: string;
  description?: string;
  /** When its dishes look different from the rest of the category's. */
  photo?: PhotoLook;
  products: DemoProduct[];
}

interface DemoCategory {
  name: string;
  description: string;
  photo: PhotoLook;
  /** Products outside any subcategory ('Otros productos' on the category page). */
  products?: DemoProduct[];
  subcategories?: DemoSubcategory[];
}

interface DemoSection {
  name: string;
  description: string;
  categories: DemoCategory[];
}

const SULFITES: Allergen = 'Dióxido de azufre y sulfitos';

const MENU: DemoSection[] = [
  {
    name: 'Carta',
    description: 'Cocina de la sierra para compartir o para ti solo',
    categories: [
      {
        name: 'Entrantes para compartir',
        photo: { vessel: 'plate', colours: ['#b8432f', '#e3b15a', '#f0dfb4', '#8c2f39'] },
        description: 'Raciones y medias raciones para abrir boca',
        subcategories: [
          {
            name: 'Fríos',
            products: [
              { name: 'Jamón ibérico de bellota', description: 'Cortado a cuchillo, con pan de cristal y tomate rallado', price: 24, tags: ['Recomendado', 'Para compartir'], allergens: ['Gluten'] },
              {
                name: 'Tabla de quesos de la sierra',
                description: 'Quesos de cabra y oveja de queserías de Madrid, con membrillo y nueces',
                price: 16.5,
                tags: ['Vegetariano', 'Km 0'],
                allergens: ['Lácteos', 'Frutos de cáscara'],
              },
              { name: 'Salmorejo cordobés', description: 'Con huevo duro picado y virutas de jamón', price: 8.5, tags: ['Casero'], allergens: ['Gluten', 'Huevos'] },
              { name: 'Ensaladilla rusa', description: 'Con ventresca de bonito y mahonesa casera', price: 9, tags: ['Casero', 'Recomendado'], allergens: ['Huevos', 'Pescado', 'Mostaza'] },
              { name: 'Altramuces y aceitunas aliñadas', description: 'El aperitivo de siempre, aliñado en casa', price: 3.5, tags: ['Vegano', 'Sin gluten'], allergens: ['Altramuces', SULFITES] },
              {
                name: 'Tataki de atún rojo',
                description: 'Marcado a la plancha, con salsa de soja, jengibre y sésamo',
                price: 17,
                tags: ['Recomendado'],
                allergens: ['Pescado', 'Soja', 'Granos de sésamo', 'Gluten'],
              },
            ],
          },
          {
            name: 'Calientes',
            products: [
              {
                name: 'Croquetas caseras de jamón',
                description: 'Ocho unidades, cremosas por dentro y crujientes por fuera',
                price: 10.5,
                tags: ['Casero', 'Recomendado'],
                allergens: ['Gluten', 'Huevos', 'Lácteos'],
              },
              { name: 'Patatas bravas', description: 'Con nuestra salsa brava y alioli', price: 6.5, tags: ['Picante', 'Vegetariano'], allergens: ['Huevos'] },
              { name: 'Calamares a la romana', description: 'Anillas de calamar rebozadas, con limón', price: 13, allergens: ['Moluscos', 'Gluten', 'Huevos'] },
              { name: 'Gambas al ajillo', description: 'En cazuela de barro, con guindilla y aceite de oliva virgen extra', price: 14.5, tags: ['Picante', 'Sin gluten'], allergens: ['Crustáceos'] },
              { name: 'Pulpo a la gallega', description: 'Sobre cachelos, con pimentón de la Vera', price: 19.5, tags: ['Sin gluten', 'Recomendado'], allergens: ['Moluscos'] },
              { name: 'Torreznos de Soria', description: 'Crujientes, como en los mesones de la sierra', price: 8, tags: ['Sin gluten'] },
              { name: 'Huevos rotos con jamón', description: 'Patatas fritas, huevos de corral y jamón serrano', price: 11.5, tags: ['Sin gluten'], allergens: ['Huevos'] },
            ],
          },
        ],
      },
      {
        name: 'Ensaladas',
        photo: { vessel: 'plate', colours: ['#6c9a3b', '#9cc45a', '#d8452e', '#f2e3b3'] },
        description: 'Frescas, con producto de temporada',
        products: [
          {
            name: 'Ensalada de queso de cabra',
            description: 'Brotes tiernos, rulo de cabra gratinado, nueces y vinagreta de miel y mostaza',
            price: 12,
            tags: ['Vegetariano'],
            allergens: ['Lácteos', 'Frutos de cáscara', 'Mostaza', SULFITES],
          },
          {
            name: 'Tomate de temporada con ventresca',
            description: 'Tomate de huerta, cebolleta y aceite de oliva virgen extra',
            price: 11,
            tags: ['De temporada', 'Sin gluten'],
            allergens: ['Pescado'],
          },
          { name: 'Ensalada de quinoa y aguacate', description: 'Con mango, granada, cacahuete tostado y vinagreta de lima', price: 11.5, tags: ['Vegano', 'Sin gluten'], allergens: ['Cacahuetes'] },
          { name: 'Ensalada César', description: 'Pollo a la brasa, picatostes, parmesano y salsa César', price: 12.5, allergens: ['Gluten', 'Huevos', 'Lácteos', 'Pescado', 'Mostaza'] },
        ],
      },
      {
        name: 'Carnes a la brasa',
        photo: { vessel: 'plate', colours: ['#6b3420', '#8e4a2b', '#d9a441', '#4e7a2e'] },
        description: 'Carnes de la sierra de Guadarrama asadas sobre carbón de encina',
        products: [
          { name: 'Chuletón de vaca madurada', description: 'Un kilo, madurado 30 días, con patatas y pimientos de Padrón', price: 58, tags: ['Para compartir', 'Recomendado', 'Sin gluten'] },
          { name: 'Entrecot de ternera de Guadarrama', description: 'Unos 300 g, con patatas panaderas', price: 22.5, tags: ['Km 0', 'Sin gluten'] },
          { name: 'Secreto ibérico', description: 'Con patatas fritas y pimientos asados', price: 18, tags: ['Sin gluten'] },
          { name: 'Chuletillas de cordero lechal', description: 'Con ensalada de la huerta', price: 21, tags: ['Sin gluten'] },
          { name: 'Cochinillo asado', description: 'Un cuarto, al horno de leña; mejor por encargo', price: 26, tags: ['Recomendado'] },
          { name: 'Pollo de corral a la brasa', description: 'Medio pollo marinado con limón y hierbas de la sierra', price: 14.5, tags: ['Sin gluten'] },
        ],
      },
      {
        name: 'Pescados',
        photo: { vessel: 'plate', colours: ['#e9e3d6', '#c9c2b0', '#f2d04b', '#7b8f97'] },
        description: 'Del mercado, según temporada',
        products: [
          { name: 'Bacalao confitado', description: 'Sobre pisto manchego', price: 19.5, tags: ['Sin gluten'], allergens: ['Pescado'] },
          { name: 'Lubina a la espalda', description: 'Con refrito de ajos y guindilla', price: 21, tags: ['Sin gluten', 'Picante'], allergens: ['Pescado'] },
          { name: 'Pescado del día', description: 'Pregunta a nuestro equipo; precio según mercado', price: null, allergens: ['Pescado'] },
          {
            name: 'Arroz negro con alioli',
            description: 'Con sepia y gambas; mínimo dos personas, precio por persona',
            price: 16,
            tags: ['Para compartir'],
            allergens: ['Moluscos', 'Crustáceos', 'Huevos', 'Apio'],
          },
        ],
      },
      {
        name: 'Hamburguesas y bocadillos',
        photo: { vessel: 'plate', colours: ['#c98a3d', '#6b3420', '#e2b659', '#c0392b'] },
        description: 'Pan de obrador y carne picada cada día',
        products: [
          {
            name: 'Hamburguesa de la casa',
            description: '200 g de vaca, cheddar, bacon, cebolla caramelizada y salsa de mostaza',
            price: 14,
            tags: ['Recomendado'],
            allergens: ['Gluten', 'Lácteos', 'Mostaza', 'Granos de sésamo', 'Huevos'],
          },
          { name: 'Hamburguesa vegana', description: 'De garbanzos y remolacha, con guacamole y pan de semillas', price: 13, tags: ['Vegano'], allergens: ['Gluten', 'Granos de sésamo', 'Soja'] },
          {
            name: 'Hamburguesa picante',
            description: 'Vaca, jalapeños, queso fundido y salsa chipotle',
            price: 14.5,
            tags: ['Picante'],
            allergens: ['Gluten', 'Lácteos', 'Granos de sésamo', 'Huevos'],
          },
          { name: 'Bocadillo de calamares', description: 'El clásico madrileño, con alioli si lo pides', price: 8.5, allergens: ['Gluten', 'Moluscos', 'Huevos'] },
          { name: 'Pepito de ternera', description: 'Filete de ternera con pimientos verdes fritos', price: 9.5, allergens: ['Gluten'] },
        ],
      },
    ],
  },
  {
    name: 'Bebidas',
    description: 'Cervezas bien tiradas, vinos de Madrid y algo más',
    categories: [
      {
        name: 'Cervezas',
        photo: { vessel: 'glass', colours: ['#d99a1e', '#f8f3e6'] },
        description: 'De barril y artesanas de la sierra',
        products: [
          { name: 'Cerveza sin gluten', description: 'Lager, 33 cl', price: 3.8, tags: ['Sin gluten'] },
          { name: 'Cerveza sin alcohol', description: 'Tostada 0,0, 33 cl', price: 3, tags: ['Sin alcohol'], allergens: ['Gluten'] },
        ],
        subcategories: [
          {
            name: 'De barril',
            products: [
              { name: 'Caña', description: 'Cerveza de barril, 20 cl', price: 2.2, allergens: ['Gluten'] },
              { name: 'Doble', description: 'Cerveza de barril, 40 cl', price: 3.5, allergens: ['Gluten'] },
              { name: 'Clara', description: 'Caña con limón o con gaseosa', price: 2.5, allergens: ['Gluten'] },
            ],
          },
          {
            name: 'Artesanas de la sierra',
            description: 'Elaboradas en la sierra de Guadarrama',
            products: [
              { name: 'Artesana rubia', description: 'Pale ale suave y aromática, 33 cl', price: 4.5, tags: ['Km 0'], allergens: ['Gluten'] },
              { name: 'Artesana tostada', description: 'Notas de caramelo y cereal tostado, 33 cl', price: 4.8, tags: ['Km 0'], allergens: ['Gluten'] },
            ],
          },
        ],
      },
      {
        name: 'Vinos',
        photo: { vessel: 'glass', colours: ['#6d1327'] },
        description: 'Vinos de Madrid y de las grandes denominaciones',
        subcategories: [
          {
            name: 'Tintos',
            products: [
              { name: 'Garnacha de San Martín (copa)', description: 'D.O. Vinos de Madrid, crianza', price: 3.8, tags: ['Km 0'], allergens: [SULFITES] },
              { name: 'Ribera del Duero roble (copa)', description: 'Tempranillo con cuatro meses en barrica', price: 4.2, allergens: [SULFITES] },
              { name: 'Rioja reserva (botella)', description: 'Tempranillo y graciano, 75 cl', price: 28, tags: ['Recomendado'], allergens: [SULFITES] },
            ],
          },
          {
            name: 'Blancos y rosados',
            photo: { vessel: 'glass', colours: ['#e8c96a'] },
            products: [
              { name: 'Verdejo de Rueda (copa)', description: 'Fresco y afrutado', price: 3.5, allergens: [SULFITES] },
              { name: 'Albariño Rías Baixas (botella)', description: 'Para acompañar pescados y mariscos, 75 cl', price: 24, allergens: [SULFITES] },
              { name: 'Rosado de garnacha (copa)', description: 'D.O. Vinos de Madrid', price: 3.5, tags: ['Km 0'], allergens: [SULFITES] },
            ],
          },
        ],
      },
      {
        name: 'Refrescos y aguas',
        photo: { vessel: 'glass', colours: ['#f08a24', '#fbe9c8'] },
        description: 'Para todos los públicos',
        products: [
          { name: 'Agua mineral', description: 'Botella de 50 cl', price: 2, tags: ['Sin alcohol'] },
          { name: 'Refrescos', description: 'Cola, naranja o limón, 33 cl', price: 2.8, tags: ['Sin alcohol'] },
          { name: 'Zumo de naranja natural', description: 'Recién exprimido', price: 3.5, tags: ['Sin alcohol', 'Vegano'] },
          { name: 'Limonada casera', description: 'Con hierbabuena y hielo picado', price: 3.5, tags: ['Sin alcohol', 'Casero'] },
        ],
      },
      {
        name: 'Vermut y combinados',
        photo: { vessel: 'glass', colours: ['#8a2a1c'] },
        description: 'Para el aperitivo, la sobremesa y las noches de verano',
        products: [
          { name: 'Vermut de grifo', description: 'Con naranja y aceituna', price: 3.5, tags: ['Recomendado'], allergens: [SULFITES] },
          { name: 'Tinto de verano', description: 'Con limón o con gaseosa', price: 3.5, allergens: [SULFITES] },
          { name: 'Gin tonic', description: 'Ginebra a elegir, tónica premium y botánicos', price: 9 },
          { name: 'Bloody Mary', description: 'Vodka, zumo de tomate, sal de apio y un toque picante', price: 8.5, tags: ['Picante'], allergens: ['Apio'] },
          { name: 'Mojito', description: 'Ron blanco, lima, hierbabuena y azúcar de caña', price: 8 },
        ],
      },
    ],
  },
  {
    name: 'Postres y cafés',
    description: 'El final dulce, hecho en casa',
    categories: [
      {
        name: 'Postres caseros',
        photo: { vessel: 'plate', colours: ['#f1dca7', '#5a3320', '#d98e3a', '#fff4dc'] },
        description: 'Hechos cada mañana en nuestra cocina',
        products: [
          { name: 'Tarta de queso al horno', description: 'Cremosa, con base de galleta', price: 6.5, tags: ['Casero', 'Recomendado'], allergens: ['Lácteos', 'Huevos', 'Gluten'] },
          { name: 'Torrija caramelizada', description: 'Con helado de vainilla', price: 6, tags: ['Casero'], allergens: ['Gluten', 'Lácteos', 'Huevos'] },
          { name: 'Flan de huevo', description: 'Con nata montada', price: 4.5, tags: ['Casero', 'Sin gluten'], allergens: ['Huevos', 'Lácteos'] },
          { name: 'Coulant de chocolate', description: 'Corazón fundido y helado de vainilla', price: 6.5, allergens: ['Gluten', 'Huevos', 'Lácteos', 'Soja'] },
          { name: 'Copa de helado con cacahuete', description: 'Vainilla y chocolate, caramelo salado y cacahuete garrapiñado', price: 5.5, allergens: ['Lácteos', 'Cacahuetes', 'Huevos'] },
          { name: 'Sorbete de limón al cava', description: 'Ligero y refrescante', price: 5, tags: ['Vegano', 'Sin gluten'], allergens: [SULFITES] },
        ],
      },
      {
        name: 'Cafés e infusiones',
        photo: { vessel: 'cup', colours: ['#5a3a22', '#c08a55'] },
        description: 'Café de tueste natural',
        products: [
          { name: 'Café solo', description: 'Espresso', price: 1.5, tags: ['Vegano'] },
          { name: 'Café con leche', description: 'Con leche entera, desnatada o de avena', price: 1.8, allergens: ['Lácteos'] },
          { name: 'Cortado', description: 'Espresso con una nube de leche', price: 1.6, allergens: ['Lácteos'] },
          { name: 'Carajillo', description: 'Café con brandy, coñac o ron', price: 2.5 },
          { name: 'Infusiones', description: 'Manzanilla, menta poleo o té', price: 1.8, tags: ['Vegano'] },
        ],
      },
    ],
  },
  {
    name: 'Menú infantil',
    description: 'Para los más pequeños, hasta 12 años',
    categories: [
      {
        name: 'Platos infantiles',
        photo: { vessel: 'plate', colours: ['#d9452e', '#f2c14e', '#e8d9a0', '#6c9a3b'] },
        description: 'Con bebida y helado de postre',
        products: [
          { name: 'Nuggets de pollo con patatas', description: 'Pechuga de pollo empanada en casa', price: 8.5, allergens: ['Gluten', 'Huevos'] },
          { name: 'Macarrones con tomate', description: 'Con queso rallado', price: 7.5, allergens: ['Gluten', 'Lácteos'] },
          { name: 'Mini hamburguesa con patatas', description: 'Carne de vaca y queso', price: 8.5, allergens: ['Gluten', 'Granos de sésamo', 'Lácteos'] },
        ],
      },
    ],
  },
];

/** Where each drawn photo was stored, by what it shows: 'section:Carta', 'category:Vinos', 'product:Caña'. */
export type DemoPhotos = ReadonlyMap<string, string>;

/** Draws every photo of the demo menu and stores it with `save`, which answers its /objects/uploads address. */
export async function drawDemoMenuPhotos(save: (jpeg: Buffer) => Promise<string>): Promise<DemoPhotos> {
  const jobs: [key: string, look: PhotoLook][] = [];
  for (const section of MENU) {
    const [first] = section.categories;
    if (first) jobs.push([`section:${section.name}`, first.photo]);
    for (const category of section.categories) {
      jobs.push([`category:${category.name}`, category.photo]);
      for (const product of category.products ?? []) jobs.push([`product:${product.name}`, category.photo]);
      for (const subcategory of category.subcategories ?? []) {
        for (const product of subcategory.products) jobs.push([`product:${product.name}`, subcategory.photo ?? category.photo]);
      }
    }
  }
  const photos = new Map<string, string>();
  // Two at a time, one per core of the front-desk PC.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const [key, look] = job;
      photos.set(key, await save(await renderDemoPhoto(key, look)));
    }
  };
  await Promise.all([worker(), worker()]);
  return photos;
}

function productRows(list: DemoProduct[], categoryId: number, subcategoryId: number | null, stamp: Stamp, photos: DemoPhotos) {
  return list.map((product, index) => ({
    name: product.name,
    imageUrl: photos.get(`product:${product.name}`) ?? null,
    description: product.description,
    priceCents: product.price === null ? null : Math.round(product.price * 100),
    categoryId,
    subcategoryId,
    displayOrder: index + 1,
    tags: JSON.stringify(product.tags ?? []),
    allergens: JSON.stringify(product.allergens ?? []),
    ...stamp,
  }));
}

export function seedDemoMenu(tx: Tx | Db, stamp: Stamp, photos: DemoPhotos): void {
  MENU.forEach((section, sectionIndex) => {
    const { id: menuSectionId } = tx
      .insert(menuSections)
      .values({ name: section.name, description: section.description, imageUrl: photos.get(`section:${section.name}`) ?? null, displayOrder: sectionIndex + 1, ...stamp })
      .returning({ id: menuSections.id })
      .get();
    section.categories.forEach((category, categoryIndex) => {
      const { id: categoryId } = tx
        .insert(categories)
        .values({
          name: category.name,
          description: category.description,
          imageUrl: photos.get(`category:${category.name}`) ?? null,
          menuSectionId,
          displayOrder: categoryIndex + 1,
          ...stamp,
        })
        .returning({ id: categories.id })
        .get();
      if (category.products?.length)
        tx.insert(products)
          .values(productRows(category.products, categoryId, null, stamp, photos))
          .run();
      category.subcategories?.forEach((subcategory, subcategoryIndex) => {
        const { id: subcategoryId } = tx
          .insert(subcategories)
          .values({ name: subcategory.name, description: subcategory.description ?? null, categoryId, displayOrder: subcategoryIndex + 1, ...stamp })
          .returning({ id: subcategories.id })
          .get();
        tx.insert(products)
          .values(productRows(subcategory.products, categoryId, subcategoryId, stamp, photos))
          .run();
      });
    });
  });
}
