import { formatDate, type InstituteDashboardResponse, formatCount } from '@degreeworth/core';
import { FigureCard } from '@/components/admin/figure-card';

const STATUS_WORDS = { scheduled: 'Scheduled', active: 'Active', expired: 'Expired' } as const;

function subscriptionNote({
  status,
  start_date,
  end_date,
}: InstituteDashboardResponse['institute']) {
  if (status === 'scheduled') return `Starts ${formatDate(start_date)}`;
  return `${status === 'expired' ? 'Ended' : 'Ends'} ${formatDate(end_date)}`;
}

/** The institute dashboard's headline figures (GET /institute/dashboard). */
export function InstituteFigures({ data }: { data: InstituteDashboardResponse }) {
  const { seats, students } = data;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <FigureCard
        label="Seats used"
        value={`${formatCount(seats.used)} of ${formatCount(seats.total)}`}
        note={`${formatCount(Math.max(0, seats.total - seats.used))} free`}
      />
      <FigureCard
        label="Students"
        value={students.active + students.invited}
        note={`${formatCount(students.active)} active · ${formatCount(students.invited)} invited (no password yet)`}
      />
      <FigureCard label="Counselors" value={data.counselors} />
      <FigureCard label="Scenarios saved" value={data.scenarios} />
      <FigureCard
        label="Subscription"
        value={STATUS_WORDS[data.institute.status]}
        note={subscriptionNote(data.institute)}
      />
    </dl>
  );
}
