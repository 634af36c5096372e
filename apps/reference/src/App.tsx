import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { WacrmThemeProvider } from '@wacrm/ui';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';

export function App() {
  return (
    <WacrmThemeProvider style={{ minHeight: '100vh' }}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </WacrmThemeProvider>
  );
}
