import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { usePublicConfig } from '@/lib/public-config';
import { telHref } from '@/lib/tel-href';
import { ContactForm } from '../components/contact-form';
import { useContactTexts } from '../contact-texts';
import { useContactWidgetTexts } from '../contact-widget-texts';

/** /contact: the contact form as a page, with the sales address and phone. */
export function ContactPage() {
  const { salesEmail, salesPhone } = usePublicConfig();
  const { t } = useContactTexts();
  const { t: tWidget } = useContactWidgetTexts();
  return (
    <PageContainer title={t('title')} intro={t('intro')}>
      <Seo title={t('seoTitle')} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-bold text-slate-900">
            {t('formTitle')}
          </h2>
          <ContactForm variant="page" label={t('title')} />
        </section>
        <aside aria-labelledby="contact-sales-heading" className="space-y-4">
          <h2 id="contact-sales-heading" className="text-xl font-bold text-slate-900">
            {t('sales')}
          </h2>
          <p className="font-semibold text-emerald-800">{tWidget('promise')}</p>
          <p>
            {t('salesEmail')}{' '}
            <a href={`mailto:${salesEmail}`} className="break-all text-emerald-800 underline">
              {salesEmail}
            </a>
          </p>
          <p>
            {t('salesPhone')}{' '}
            <a href={telHref(salesPhone)} className="text-emerald-800 underline">
              {salesPhone}
            </a>
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
