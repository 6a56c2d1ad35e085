// The demo's past events, one line of facts each (see upcoming-event-sketches.ts).
import type { EventSketch } from './upcoming-event-sketches';

export const pastSketches: readonly EventSketch[] = [
  { name: 'Halloween Haunt', category: 'Themed party', location: 'Whole venue', start: '9:00 PM', end: '4:00 AM', talentIds: ['talent-dj-nova', 'talent-rhyme-theory'], pitch: 'Costumes, fog and the best horror-house edits.', price: 35 },
  { name: 'Afro Nights Vol. 11', category: 'Afrobeats', location: 'Main Room', start: '10:00 PM', end: '4:00 AM', talentIds: ['talent-kairo'], pitch: 'Our monthly Afrobeats party.', price: 30 },
  { name: 'Jazz & Wine Evening', category: 'Live jazz', location: 'Lounge', start: '7:00 PM', end: '11:00 PM', talentIds: ['talent-lila-moreno'], pitch: 'A quiet night of jazz with a wine flight.', price: 20 },
  { name: 'Funk Fever', category: 'Soul & funk', location: 'Main Room', start: '9:00 PM', end: '2:00 AM', talentIds: ['talent-midnight-echoes'], pitch: 'Funk classics with the full horn section.', price: 30 },
  { name: 'Deep Nights Vol. 20', category: 'House', location: 'Main Room', start: '10:00 PM', end: '4:00 AM', talentIds: ['talent-dj-nova'], pitch: 'The twentieth edition of our resident night.', price: 25 },
  { name: 'Hip-Hop Fridays: 90s Edition', category: 'Hip-hop', location: 'Main Room', start: '10:00 PM', end: '4:00 AM', talentIds: ['talent-rhyme-theory'], pitch: 'Only 90s, only vinyl.', price: 20 },
  { name: 'Rooftop Closing Party', category: 'House', location: 'Rooftop', start: '4:00 PM', end: '11:00 PM', talentIds: ['talent-marcus-vale', 'talent-dj-nova'], pitch: 'Goodbye to the rooftop season.', price: 40 },
  { name: 'Latin Heat', category: 'Latin', location: 'Main Room', start: '10:00 PM', end: '3:00 AM', talentIds: ['talent-lila-moreno'], pitch: 'Reggaeton, salsa and bachata.', price: 25 },
  { name: 'Techno Underground Vol. 7', category: 'Techno', location: 'Basement', start: '11:00 PM', end: '5:00 AM', talentIds: ['talent-dj-nova'], pitch: 'Seven hours of warehouse techno.', price: 28 },
  { name: 'Soul Sunday Brunch', category: 'Soul & funk', location: 'Lounge', start: '12:00 PM', end: '4:00 PM', talentIds: ['talent-midnight-echoes'], pitch: 'Brunch with a live soul band.', price: 45 },
  { name: 'Open Mic Cypher Vol. 9', category: 'Hip-hop', location: 'Lounge', start: '8:00 PM', end: '12:00 AM', talentIds: ['talent-rhyme-theory'], pitch: 'The monthly open mic.', price: null },
  { name: 'Grand Anniversary', category: 'Themed party', location: 'Whole venue', start: '9:00 PM', end: '4:00 AM', talentIds: ['talent-dj-nova', 'talent-kairo', 'talent-midnight-echoes'], pitch: 'Three years of Velvet Room.', price: 50 },
];
