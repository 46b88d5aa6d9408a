export function meta() {
  return [
    { title: 'Pagină React Router simplă' },
    { name: 'description', content: 'Pagina de referință a benchmark-urilor portalului.' },
  ];
}

// A heading, a paragraph and two images with their sizes given: the least a real page shows, so the
// portal's figures can be read against what React Router and React cost on their own.
export default function Home() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <img src="/logo.svg" alt="Cazino Regal" width={160} height={40} />
      <h1>Jocuri de cazino</h1>
      <p>
        Sute de sloturi, jocuri live și jocuri de masă, în demo pentru oricine și pe bani reali pentru
        jucători. Aceasta este pagina de referință: un singur traseu, fără date și fără stiluri proprii.
      </p>
      <img
        src="/banner.svg"
        alt="Bonus de bun venit"
        width={928}
        height={348}
        style={{ width: '100%', height: 'auto' }}
      />
    </main>
  );
}
