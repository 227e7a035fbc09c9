case undef { Optional[String]: { notice('opt') } default: { notice('no') } }
