define web() { }
node 'web' { }
node /web/ { }
node default { notice('d') }
