import { useParams } from 'wouter';
import { SurveyScreen } from '../features/public/survey/SurveyScreen';

/** /opinion/:token: the morning-after survey, stored only when the guest sends it. */
export default function OpinionPage() {
  const { token } = useParams<{ token: string }>();
  return <SurveyScreen token={token} />;
}
