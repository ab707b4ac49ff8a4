import {measureJs} from './scripts/bench/js-size.ts';
const rows = await measureJs('http://127.0.0.1:3300', [
  {name: 'home', path: '/'},
  {name: 'product', path: '/products/aurora-hybrid-mattress'},
  {name: 'bag', path: '/cart'},
  {name: 'builder', path: '/bedbuilder'},
  {name: 'collection', path: '/collections/beds'},
]);
for (const row of rows) console.log(JSON.stringify(row).slice(0, 300));
