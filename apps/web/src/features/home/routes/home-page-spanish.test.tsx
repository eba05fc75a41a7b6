import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergePageContent, PAGE_CONTENT_DEFAULTS_ES } from '@degreeworth/core';
import { applyLanguage, chooseLanguage } from '@/lib/i18n/language';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const ES = PAGE_CONTENT_DEFAULTS_ES.home;

/** GET /content/home, in the language the URL asks for (English without it). */
const answer = (_body: unknown, _init: unknown, query?: URLSearchParams) => {
  const language = query?.get('language') === 'es' ? 'es' : 'en';
  const stored = language === 'es' ? { hero: { title: '¿Cuánto vale tu carrera?' } } : undefined;
  return jsonResponse(200, {
    page: 'home',
    content: mergePageContent('home', stored, language),
    image: null,
    updated_at: null,
    ...(language === 'es' && { language }),
  });
};

const testimonials = () =>
  jsonResponse(200, {
    testimonials: [
      {
        id: 't-1',
        name: 'Ana',
        testimonial: 'Me ayudó mucho.',
        designation: 'Madre',
        image: '/api/v1/media/testimonials/t-1.webp',
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      },
    ],
  });

describe('home page in Spanish', () => {
  it('paints the Spanish defaults at once, then the Spanish texts the admin saved', async () => {
    await act(() => applyLanguage('es'));
    const fetchMock = stubApi({ 'GET /content/home': answer, 'GET /testimonials': testimonials });
    renderWithProviders({ route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: ES.hero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calcula el ROI de tu universidad' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Cuánto vale tu carrera?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByRole('region', { name: 'Cómo te ayuda DegreeWorth' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Pide una demostración para tu escuela' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('region', {
        name: 'Lo que dicen estudiantes y consejeros escolares',
      }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /content/home?language=es')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /content/home')).toHaveLength(0);
  });

  it('asks for the texts again in Spanish when the language changes', async () => {
    const fetchMock = stubApi({ 'GET /content/home': answer, 'GET /testimonials': testimonials });
    renderWithProviders({ route: '/' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /content/home')).toHaveLength(1));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Know what a college is worth before you commit to it.',
      }),
    ).toBeInTheDocument();
    await act(() => chooseLanguage('es'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Cuánto vale tu carrera?' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /content/home?language=es')).toHaveLength(1);
    await act(() => chooseLanguage('en'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Know what a college is worth before you commit to it.',
      }),
    ).toBeInTheDocument();
  });
});
