import { FeaturePending } from '@/components/feature-pending';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { LoanEstimateForm } from '../components/loan-estimate-form';

/** /collegeSelection: the scenario tool (spec §2). */
export function CollegeSelectionPage() {
  return (
    <PageContainer
      title="Build your college scenario"
      intro="Choose colleges, add your aid, scholarships, loans and major, and compare what each choice is worth."
    >
      <Seo title="College Selection" />
      <LoanEstimateForm />
      <FeaturePending>
        Choosing and comparing colleges, salaries and the full return on investment is being built
        and will open here.
      </FeaturePending>
    </PageContainer>
  );
}
