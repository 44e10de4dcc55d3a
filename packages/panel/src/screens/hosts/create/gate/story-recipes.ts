// Story data: a small recipe index shaped like the real one, with inline icons so no story reaches the network.
import type { RecipeIndex } from '../../../../api/schemas/recipes';

const icon = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#475569"/><text x="12" y="16" font-size="11" text-anchor="middle" fill="#fff">${letter}</text></svg>`)}`;

export const STORY_RECIPE_INDEX: RecipeIndex = {
  relative_url: 'https://raw.githubusercontent.com/domcloud/recipes/master/',
  templates: [
    { title: 'WordPress', file: 'boot/wordpress.yml', icon: icon('W'), color: '#21759B' },
    { title: 'Laravel', file: 'boot/laravel.yml', icon: icon('L'), color: '#FF2D20' },
    { title: 'Next.js', file: 'boot/nextjs.yml', icon: icon('N'), color: '#000000' },
    { title: 'Django', file: 'boot/django.yml', icon: icon('D'), color: '#092E20' },
  ],
  templates_more: [{ file: 'boot/alist.yml' }, { file: 'boot/craftcms.yml' }, { file: 'boot/node-red.yml' }],
  frameworks: [
    { title: 'Static Web (HTML)', file: 'html.yml', group: 'HTML' },
    { title: 'Laravel (MySQL)', file: 'php-laravel.yml', group: 'PHP' },
    { title: 'Node app.js', file: 'node-app.yml', group: 'JavaScript' },
    { title: 'Flask (MySQL)', file: 'python-flask-mysql.yml', group: 'Python' },
  ],
};
