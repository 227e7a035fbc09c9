define d() { notice("d ${title}") }
class a { notice('a') d{'in a':} include b notice('a end') }
class b { notice('b') d{'in b':} }
node default { notice('node') d{'in node':} include a }
d{'in main':}
notice('main end')
