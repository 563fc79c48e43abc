// Placeholder until this remote's pages land: the contract's shape (absolute routes + a '*' route).
import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <Routes>
      <Route path="*" element={<p>This page could not be found</p>} />
    </Routes>
  );
}
