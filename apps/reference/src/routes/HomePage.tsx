import { useNavigate } from 'react-router-dom';
import { Button } from '@wacrm/ui';

export function HomePage() {
  const navigate = useNavigate();
  return (
    <main style={{ padding: '48px 24px', maxWidth: 960, margin: '0 auto' }}>
      <h1>WhatsApp Business messaging and CRM in one place</h1>
      <p>Connect your WhatsApp Business account, chat with customers in a live inbox and run campaigns that convert.</p>
      <Button size="lg" onClick={() => navigate('/auth/register')}>
        Start Free Trial
      </Button>
    </main>
  );
}
