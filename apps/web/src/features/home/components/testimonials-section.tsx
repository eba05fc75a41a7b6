import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Testimonial } from '@degreeworth/core';
import { useGetPublicTestimonialsQuery } from '../api/testimonials-api';
import { useSitePagesTexts } from '@/lib/site-pages-texts';
import { useWhenIdle } from '../use-when-idle';

/**
 * Testimonials from GET /testimonials, asked once the browser is idle. The home page places
 * this section last, below the fold, and it renders nothing until the answer is in: the page
 * above never waits or moves. With no testimonials, or when they cannot be loaded, there is no section at all.
 */
export function TestimonialsSection() {
  const headingId = useId();
  const { t } = useSitePagesTexts();
  // Asked once the browser is idle: the sign-in check and the page itself come first.
  const isIdle = useWhenIdle();
  const { data } = useGetPublicTestimonialsQuery(isIdle ? undefined : skipToken);
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="bg-emerald-50/60">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('testimonialsHeading')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <blockquote className="flex-1 whitespace-pre-line text-slate-800">
        <p>
          <span aria-hidden="true">“</span>
          {testimonial.testimonial}
          <span aria-hidden="true">”</span>
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <img
          src={testimonial.image}
          alt={testimonial.name}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="h-14 w-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <div>
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">{testimonial.designation}</p>
        </div>
      </figcaption>
    </figure>
  );
}
