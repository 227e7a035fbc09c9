Node { tag => 'xx' }
node default { notice(tagged('xx')) }
