import type { Testimonial } from '@degreeworth/core';
import { Button } from '@/components/ui/button';

interface TestimonialCardsProps {
  testimonials: Testimonial[];
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
}

/** The testimonials as the home page quotes them, each with Edit and Delete. */
export function TestimonialCards({ testimonials, onEdit, onDelete }: TestimonialCardsProps) {
  return (
    <ul aria-label="Testimonials" className="grid gap-4 md:grid-cols-2">
      {testimonials.map((t) => (
        <li
          key={t.id}
          className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3">
            <img src={t.image} alt="" className="h-14 w-14 flex-none rounded-full object-cover" />
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{t.name}</h2>
              <p className="text-sm text-slate-600">{t.designation}</p>
            </div>
          </div>
          <blockquote className="flex-1 text-sm whitespace-pre-line text-slate-700">
            {t.testimonial}
          </blockquote>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${t.name}`}
              onClick={() => onEdit(t)}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${t.name}`}
              onClick={() => onDelete(t)}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
