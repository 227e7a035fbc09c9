node /web/ { }
node /web/ { }
node default { notice(1) }
