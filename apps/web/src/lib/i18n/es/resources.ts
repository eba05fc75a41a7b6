import type { resources as en } from '../en/resources';
import type { Messages } from '../messages';

export const resources: Messages<typeof en> = {
  documentTitle: 'Recursos',
  articlesHeading: 'Artículos',
  categoriesLabel: 'Categorías',
  allCategories: 'Todas',
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Título, categoría o palabras del artículo',
  searchButton: 'Buscar',
  loadingList: 'Cargando artículos…',
  loadFailed: 'No se pudieron cargar los artículos. Inténtalo de nuevo.',
  noMatch: 'Ningún artículo coincide con tu búsqueda',
  noMatchDetail: 'Prueba con otras palabras o mira todos los artículos.',
  noneInCategory: 'No hay artículos en esta categoría',
  showAll: 'Ver todos los artículos',
  pastLastPage: 'Esta página está después de la última página de artículos.',
  backToFirstPage: 'Volver a la página 1',
  pagesLabel: 'Páginas de artículos',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {{page}} de {{pages}}',
  resultCount_one: '{{count}} artículo',
  resultCount_other: '{{count}} artículos',

  article: 'Artículo',
  loadingArticle: 'Cargando artículo…',
  articleLoadFailed: 'No se pudo cargar este artículo. Inténtalo de nuevo.',
  notFoundTitle: 'Artículo no encontrado',
  notFoundDetail: 'Este artículo no existe o ya no está publicado.',
  backToResources: 'Volver a recursos',
  published: 'Publicado el',
  bodyUnavailable: 'No se puede mostrar el texto de este artículo.',

  inEnglish: 'En inglés',
  inSpanish: 'En español',
};
