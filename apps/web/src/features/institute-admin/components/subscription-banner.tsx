import { formatDate, INSTITUTE_TEXT, type Institute } from '@degreeworth/core';

/**
 * Says when the institute's subscription is not running today (decision 015: a scheduled or
 * expired subscription gives the students nothing; the admins can still sign in).
 */
export function SubscriptionBanner({ institute }: { institute: Institute }) {
  if (institute.status === 'active') return null;
  const isExpired = institute.status === 'expired';
  return (
    <div
      role={isExpired ? 'alert' : 'status'}
      className={`rounded-xl p-4 text-sm ring-1 ${
        isExpired ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-sky-50 text-sky-900 ring-sky-200'
      }`}
    >
      <p className="font-semibold">
        {isExpired ? 'Subscription ended' : 'Subscription not started yet'}
      </p>
      <p className="mt-1">
        {isExpired
          ? `${INSTITUTE_TEXT.subscriptionEnded(formatDate(institute.end_date))} Your students no longer have full access; you can still read their scenarios.`
          : `This subscription starts on ${formatDate(institute.start_date)}. Your students get full access from that day.`}
      </p>
    </div>
  );
}
